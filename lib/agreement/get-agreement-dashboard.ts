import { AppError } from "@/lib/errors/app-error";
import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { computeDashboardFigures } from "./compute-dashboard-figures";
import { computePassAtKCurve } from "./compute-pass-at-k-curve";
import { getCachedFigures } from "./get-cached-figures";
import { hashDashboardInputs } from "./hash-dashboard-inputs";
import type { TAgreementDashboard, TRunOption } from "./dashboard-types";
import { listAgreementOptions } from "./list-agreement-options";
import { loadCampaignLabels } from "./load-campaign-labels";
import { loadRunLabels } from "./load-run-labels";
import type { TAgreementQuery } from "./schemas";

const DEFAULT_RUNS = 4;
const LEVEL = 0.95;

/**
 * Everything the agreement dashboard shows for one reference campaign and up to 8 judge runs
 * (see TAgreementDashboard). Without a campaign id, the newest campaign past labelling; without
 * runs, up to 4 runs with results, those linked to the campaign first, oldest first (ties by
 * stable keys, never by row order, so a restored dump shows the same runs). Patches the viewer is
 * still labelling somewhere are left out of every figure, human and judge alike, and counted
 * (`hidden`), as everywhere labels and judge output show (`viewerId` null: nobody's, for the CLI,
 * which reads the database directly). The figures (bootstrap and all) are cached by a hash of
 * every input (getCachedFigures), so a repeated view costs the reads and the hash.
 */
export async function getAgreementDashboard(options: {
  projectId: string;
  viewerId: string | null;
  query: TAgreementQuery;
  /** False: compute afresh, neither reading nor writing the cache (default true). */
  cache?: boolean;
}): Promise<TAgreementDashboard> {
  const { projectId, viewerId, query } = options;
  const { campaigns, runs } = await listAgreementOptions({ projectId, viewerId });
  const campaignId = query.campaignId ?? campaigns[0]?.id;
  const chosen = pickRuns({ runs, asked: query.runs, campaignId });
  const bootstrap = { seed: query.seed, replicates: query.replicates, level: LEVEL };
  const hidden = await listBlindedPatchIds({ projectId, userId: viewerId });
  const labels = campaignId ? await loadCampaignLabels({ projectId, campaignId, hidden }) : null;
  const runLabels = await loadRunLabels({ runIds: chosen.map((r) => r.id), hidden });
  const passAtK = chosen.flatMap((run) => {
    const judged = runLabels.labels.get(run.id)!;
    const curve = computePassAtKCurve({
      runId: run.id,
      patches: [...judged].map(([patchId, label]) => {
        const p = runLabels.patches.get(patchId);
        return { bug: p?.bug ?? patchId, passes: p?.passes ?? null, valid: label === "VALID" };
      }),
    });
    return curve ? [curve] : [];
  });
  const base = {
    campaigns,
    runs,
    missing: query.missing,
    bootstrap,
    passAtK,
    hidden: labels?.hidden ?? 0,
  };
  if (!labels)
    return {
      ...base,
      campaign: null,
      labels: [],
      human: null,
      graded: null,
      benchmarks: null,
      judge: [],
    };
  // Keyed by every input, the viewer's visible patches included: a lead's figures never reach
  // a rater, and a changed label, consensus or judge result gives a new key (never a stale hit).
  const key = hashDashboardInputs({
    parts: [projectId, chosen, query.missing, bootstrap, [...hidden].sort(), labels, runLabels],
  });
  const { figures } = await getCachedFigures({
    key,
    use: options.cache ?? true,
    compute: () =>
      computeDashboardFigures({ labels, runLabels, chosen, missing: query.missing, bootstrap }),
  });
  return {
    ...base,
    campaign: campaigns.find((c) => c.id === labels.campaign.id) ?? {
      ...labels.campaign,
      ratings: labels.ratings.length,
    },
    ...figures,
  };
}

function pickRuns(options: {
  runs: TRunOption[];
  asked: string[] | undefined;
  campaignId: string | undefined;
}): TRunOption[] {
  const { runs, asked, campaignId } = options;
  if (asked) {
    return [...new Set(asked)].map((id) => {
      const run = runs.find((r) => r.id === id);
      if (!run)
        throw new AppError(
          "NOT_FOUND",
          `Judge run ${id} was not found in this project, or has no results yet.`,
        );
      return run;
    });
  }
  // Oldest first within each group, so an ablation reads in the order its runs were set up; runs
  // created at one instant (an import of several) by configuration name, version, model, origin.
  const by = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const oldestFirst = [...runs].sort(
    (x, y) =>
      by(x.createdAt, y.createdAt) ||
      by(x.configName, y.configName) ||
      x.configVersion - y.configVersion ||
      by(x.model, y.model) ||
      by(x.origin, y.origin) ||
      by(x.id, y.id),
  );
  const linked = oldestFirst.filter((r) => campaignId && r.campaignId === campaignId);
  return [...linked, ...oldestFirst.filter((r) => !linked.includes(r))].slice(0, DEFAULT_RUNS);
}
