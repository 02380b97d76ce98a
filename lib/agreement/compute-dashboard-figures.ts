import { deriveConsensus } from "@/lib/stats/derive-consensus";
import { markUnanimousItems } from "@/lib/stats/mark-unanimous-items";
import { checkMissingLabels } from "./check-missing-labels";
import { codeCampaignLabels } from "./code-campaign-labels";
import { computeBenchmarkColumns } from "./compute-benchmark-columns";
import type { TBootstrapOptions } from "./compute-human-agreement";
import { computeGradedAgreement } from "./compute-graded-agreement";
import { computeHumanAgreement } from "./compute-human-agreement";
import { computeJudgeAgreement } from "./compute-judge-agreement";
import type { TAgreementDashboard, TRunOption } from "./dashboard-types";
import type { TCampaignLabels } from "./load-campaign-labels";
import type { TRunLabels } from "./load-run-labels";

export type TDashboardFigures = Pick<
  TAgreementDashboard,
  "labels" | "human" | "graded" | "benchmarks" | "judge"
>;

/**
 * The dashboard's figures from the labels read (pure; what getAgreementDashboard caches): the
 * campaign's labels coded, the human reliability with its bootstrap, the benchmark columns, and
 * each chosen run against the consensus; for a graded campaign, agreement on the grades.
 */
export function computeDashboardFigures(options: {
  labels: TCampaignLabels;
  runLabels: TRunLabels;
  chosen: readonly TRunOption[];
  missing: string[];
  bootstrap: TBootstrapOptions;
}): TDashboardFigures {
  const { labels, runLabels, chosen, missing, bootstrap } = options;
  const coded = codeCampaignLabels({
    ratings: labels.ratings,
    adjudicated: labels.adjudicated,
    patches: labels.patches,
    missing,
  });
  checkMissingLabels({ missing, labels: coded.labels });
  const consensus = deriveConsensus({ ratings: coded.ratings, adjudicated: coded.adjudicated });
  const { unanimous } = markUnanimousItems({ ratings: coded.ratings });
  const codeOf = (label: string | undefined) =>
    label === undefined ? -1 : coded.labels.indexOf(label);
  return {
    labels: coded.labels,
    human: computeHumanAgreement({ coded, consensus, raterNames: labels.raterNames, bootstrap }),
    graded: labels.graded
      ? computeGradedAgreement({
          coded,
          scale: labels.graded.scale,
          ratings: labels.graded.ratings,
          bootstrap,
        })
      : null,
    benchmarks: computeBenchmarkColumns({ coded, consensus: consensus.label, unanimous }),
    judge: chosen.map((run) => {
      const judged = runLabels.labels.get(run.id)!;
      const judge = Int32Array.from(coded.items, (patchId) => codeOf(judged.get(patchId)));
      return computeJudgeAgreement({
        coded,
        consensus: consensus.label,
        unanimous,
        judge,
        run,
        bootstrap,
      });
    }),
  };
}
