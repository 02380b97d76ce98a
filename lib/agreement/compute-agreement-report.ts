import { AppError } from "@/lib/errors/app-error";
import { computeBinaryMetrics } from "@/lib/stats/compute-binary-metrics";
import { computeFleissKappa } from "@/lib/stats/compute-fleiss-kappa";
import { computeKrippendorffAlpha } from "@/lib/stats/compute-krippendorff-alpha";
import { computePairwiseKappa } from "@/lib/stats/compute-pairwise-kappa";
import { computeUnanimousShare } from "@/lib/stats/compute-unanimous-share";
import { computeWeightedKappaVsConsensus } from "@/lib/stats/compute-weighted-kappa-vs-consensus";
import { countConfusion } from "@/lib/stats/count-confusion";
import { deriveConsensus } from "@/lib/stats/derive-consensus";
import { groupByItem } from "@/lib/stats/group-by-item";
import { markUnanimousItems } from "@/lib/stats/mark-unanimous-items";
import { tallyItemLabels } from "@/lib/stats/tally-item-labels";
import type { TConfusion } from "@/lib/stats/types";
import { codeHumanRatings } from "./code-human-ratings";
import { computeFileGradedAgreement } from "./compute-file-graded-agreement";
import { computeRaterGroups } from "./compute-rater-groups";
import { describeUnanimousRule } from "./describe-unanimous-rule";
import { explainFleissReason } from "./explain-fleiss-reason";
import type { TAgreementReport, TJudgeMetrics, TRatingColumns } from "./types";

/**
 * The `rubricate agreement` report. `items`, `raters` and `ratings` count what the input holds
 * (judge and missing labels included). The human statistics use every rater but the judge,
 * with the `missing` labels (exact match) treated as missing. Consensus = unanimous or majority
 * label of the non-missing human labels; ties have none. Rater pairs sharing no item are left
 * out (counted in `emptyPairs`); raters in disjoint groups get per-group statistics (`groups`),
 * and the overall Fleiss' κ says why it is undefined. With a judge, its label on each item
 * is compared with the consensus (positive = `positive`, any other label negative) on the items
 * where both exist (`full`), and on those whose human labels were unanimous with two or more
 * ratings (`clear`). A file with a grade column adds `graded`: the humans' α on the grades.
 */
export function computeAgreementReport(options: {
  columns: TRatingColumns;
  judge?: string;
  missing: readonly string[];
  positive: string;
}): TAgreementReport {
  const { columns, judge, missing, positive } = options;
  const judgeCode = judge === undefined ? -1 : columns.raters.indexOf(judge);
  if (judge !== undefined && judgeCode < 0)
    throw new AppError("INVALID_INPUT", `No ratings by the judge "${judge}" in the file.`);
  const { ratings, raterIds, judgeLabels } = codeHumanRatings({ columns, judgeCode, missing });
  // One grouping and one count of each item's labels, shared by every statistic below.
  const index = groupByItem({ ratings });
  const tally = tallyItemLabels({ ratings, index });
  const consensus = deriveConsensus({ ratings, tally });
  const pairwise = computePairwiseKappa({ ratings, index });
  const shared = pairwise.filter((p) => p.n > 0);
  const groups = computeRaterGroups({
    ratings,
    raterKeys: raterIds,
    raterNames: raterIds,
    index,
    tally,
  });
  // One group holding every rating (the usual case) has computed the overall figures already.
  const all = groups.length === 1 && groups[0]!.ratings === ratings.item.length ? groups[0]! : null;
  const fleiss = all
    ? { kappa: all.fleissKappa, reason: all.fleissReason }
    : computeFleissKappa({ ratings, tally });
  const unanimous = all
    ? {
        share: all.unanimous.of === 0 ? null : all.unanimous.items / all.unanimous.of,
        unanimous: all.unanimous.items,
        items: all.unanimous.of,
      }
    : computeUnanimousShare({ ratings, tally });
  const report: TAgreementReport = {
    items: columns.items.length,
    raters: columns.raters.length,
    ratings: columns.item.length,
    fleissKappa: fleiss.kappa,
    krippendorffAlpha: all
      ? all.krippendorffAlpha
      : computeKrippendorffAlpha({ ratings, tally }).alpha,
    unanimousShare: unanimous.share,
    pairwiseCohenKappa: shared.map(({ a, b, n, kappa }) => ({
      a: raterIds[a]!,
      b: raterIds[b]!,
      n,
      kappa,
    })),
    weightedCohenKappaVsConsensus: computeWeightedKappaVsConsensus({
      ratings,
      consensus: consensus.label,
    }).kappa,
    fleissReason: explainFleissReason({ reason: fleiss.reason, groups: groups.length }),
    emptyPairs: pairwise.length - shared.length,
    groups,
    missing: [...missing],
    unanimous: {
      items: unanimous.unanimous,
      of: unanimous.items,
      rule: describeUnanimousRule({ missing }),
    },
    consensus: { ...consensus.counts },
  };
  const graded = computeFileGradedAgreement({ columns, judgeCode });
  if (judgeCode < 0) return graded ? { ...report, graded } : report;
  const positiveCode = columns.labels.indexOf(positive);
  const clear = markUnanimousItems({ ratings, tally }).unanimous;
  const compare = (include?: Uint8Array) =>
    toJudgeMetrics(
      countConfusion({
        truth: consensus.label,
        predicted: judgeLabels,
        positive: positiveCode,
        include,
      }),
    );
  const judged = { ...report, judge: { full: compare(), clear: compare(clear) } };
  return graded ? { ...judged, graded } : judged;
}

function toJudgeMetrics(counts: TConfusion): TJudgeMetrics {
  const m = computeBinaryMetrics(counts);
  return {
    tp: m.tp,
    fp: m.fp,
    fn: m.fn,
    tn: m.tn,
    accuracy: m.accuracy,
    precision: m.precision,
    recall: m.recall,
    f1: m.f1,
    npv: m.npv,
    kappa: m.kappa,
  };
}
