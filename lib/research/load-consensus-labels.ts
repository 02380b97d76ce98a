import { checkMissingLabels } from "@/lib/agreement/check-missing-labels";
import { codeCampaignLabels } from "@/lib/agreement/code-campaign-labels";
import { loadCampaignLabels } from "@/lib/agreement/load-campaign-labels";
import { deriveConsensus } from "@/lib/stats/derive-consensus";
import type { TVerdict } from "./types";

/**
 * A campaign's human consensus per patch, derived as on the agreement dashboard (ratings'
 * majority, adjudications first; `missing` labels left out), VALID or INVALID only, without the
 * `hidden` patches (those the viewer is still labelling somewhere). A campaign still labelling is
 * refused (409), one of another project is not found (404).
 */
export async function loadConsensusLabels(options: {
  projectId: string;
  campaignId: string;
  missing: readonly string[];
  hidden: ReadonlySet<string>;
}): Promise<Map<string, TVerdict>> {
  const { projectId, campaignId, missing, hidden } = options;
  const consensus = new Map<string, TVerdict>();
  const labels = await loadCampaignLabels({ projectId, campaignId, hidden });
  const coded = codeCampaignLabels({ ...labels, missing });
  checkMissingLabels({ missing, labels: coded.labels });
  const derived = deriveConsensus({ ratings: coded.ratings, adjudicated: coded.adjudicated });
  coded.items.forEach((id, i) => {
    const label = coded.labels[derived.label[i]!];
    if (derived.label[i]! >= 0 && (label === "VALID" || label === "INVALID"))
      consensus.set(id, label);
  });
  return consensus;
}
