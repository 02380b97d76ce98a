import { checkMissingLabels } from "@/lib/agreement/check-missing-labels";
import { codeCampaignLabels } from "@/lib/agreement/code-campaign-labels";
import { loadCampaignLabels } from "@/lib/agreement/load-campaign-labels";
import { deriveConsensus } from "@/lib/stats/derive-consensus";
import { markUnanimousItems } from "@/lib/stats/mark-unanimous-items";

/** A campaign's consensus on one patch: its label, and whether at least two raters gave it unanimously. */
export type TPatchConsensus = { label: string; unanimous: boolean };

/**
 * A campaign's consensus per patch, derived exactly as the agreement dashboard derives it
 * (adjudications first, then the ratings' plurality; `missing` labels left out; a tie or no
 * rating: no entry), with the dashboard's "clear" mark (raters unanimous), without the `hidden`
 * patches. A campaign still labelling is refused (409), one of another project is not found.
 */
export async function loadCampaignConsensus(options: {
  projectId: string;
  campaignId: string;
  missing: readonly string[];
  hidden: ReadonlySet<string>;
}): Promise<Map<string, TPatchConsensus>> {
  const { projectId, campaignId, missing, hidden } = options;
  const labels = await loadCampaignLabels({ projectId, campaignId, hidden });
  const coded = codeCampaignLabels({ ...labels, missing });
  checkMissingLabels({ missing, labels: coded.labels });
  const derived = deriveConsensus({ ratings: coded.ratings, adjudicated: coded.adjudicated });
  const { unanimous } = markUnanimousItems({ ratings: coded.ratings });
  const consensus = new Map<string, TPatchConsensus>();
  coded.items.forEach((id, i) => {
    const code = derived.label[i]!;
    if (code >= 0) consensus.set(id, { label: coded.labels[code]!, unanimous: unanimous[i] === 1 });
  });
  return consensus;
}
