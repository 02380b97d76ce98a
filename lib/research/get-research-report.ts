import { listAgreementOptions } from "@/lib/agreement/list-agreement-options";
import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { AppError } from "@/lib/errors/app-error";
import { computeResearchReport } from "./compute-research-report";
import { loadResearchData } from "./load-research-data";
import type { TResearchQuery } from "./schemas";
import type { TResearchReport } from "./types";

const MAX_RUNS = 8;

/**
 * The research tables for one reference campaign (default: the newest past labelling) and up to
 * 8 runs, internal or external (default: the newest 8 with results): ROC AUC and threshold sweeps
 * of scored runs, paired comparisons, BouncerBench metrics, pass@k by tool and model, plausible
 * vs valid by bug type and file-level localization. Patches the viewer is still labelling
 * somewhere are left out, as on the agreement dashboard (`viewerId` null: nobody's, for the CLI).
 */
export async function getResearchReport(options: {
  projectId: string;
  viewerId: string | null;
  query: TResearchQuery;
}): Promise<
  TResearchReport & {
    campaign: { id: string; name: string } | null;
    /** The labels counted as missing, as read (default UNSURE): what an export link pins. */
    missing: string[];
    options: { campaigns: { id: string; name: string }[]; runs: { id: string; label: string }[] };
  }
> {
  const { projectId, viewerId, query } = options;
  const { campaigns, runs } = await listAgreementOptions({ projectId, viewerId });
  const campaign = query.campaignId
    ? campaigns.find((c) => c.id === query.campaignId)
    : campaigns[0];
  if (query.campaignId && !campaign)
    throw new AppError("NOT_FOUND", "Campaign not found, or still labelling.");
  const chosen = query.runs
    ? [...new Set(query.runs)].map((id) => {
        const run = runs.find((r) => r.id === id);
        if (!run)
          throw new AppError(
            "NOT_FOUND",
            `Judge run ${id} was not found in this project, or has no results yet.`,
          );
        return run;
      })
    : runs.slice(0, MAX_RUNS);
  const hidden = await listBlindedPatchIds({ projectId, userId: viewerId });
  const data = await loadResearchData({
    projectId,
    campaignId: campaign?.id ?? null,
    runs: chosen,
    missing: query.missing,
    hidden,
  });
  const report = computeResearchReport({
    data,
    bootstrap: { seed: query.seed, replicates: query.replicates, level: 0.95 },
  });
  return {
    ...report,
    campaign: campaign ? { id: campaign.id, name: campaign.name } : null,
    missing: [...query.missing],
    options: {
      campaigns: campaigns.map((c) => ({ id: c.id, name: c.name })),
      runs: runs.map((r) => ({ id: r.id, label: r.label })),
    },
  };
}
