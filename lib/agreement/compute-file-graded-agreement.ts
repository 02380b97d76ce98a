import { computeMetricAlpha } from "@/lib/stats/compute-metric-alpha";
import { groupByItem } from "@/lib/stats/group-by-item";
import type { TFileGradedAgreement, TRatingColumns } from "./types";

/**
 * Agreement on the grades of a ratings file with a grade column (`rubricate agreement`; paper
 * 001 §8, §10): Krippendorff's α among the human raters (all but the judge) with the ordinal
 * and the interval difference function, on the grades 1 to the largest in the file (interval
 * values = the grades), a rating without a grade counting as missing. Null when the file has
 * no grade column. The dashboard's graded section computes the same α on a campaign's scale.
 */
export function computeFileGradedAgreement(options: {
  columns: TRatingColumns;
  judgeCode: number;
}): TFileGradedAgreement | null {
  const { columns, judgeCode } = options;
  const grades = columns.grade;
  if (!grades) return null;
  let top = 0;
  let graded = 0;
  let humans = 0;
  for (let r = 0; r < grades.length; r++) {
    if (columns.rater[r] === judgeCode) continue;
    humans += 1;
    if (grades[r]! > 0) graded += 1;
    if (grades[r]! > top) top = grades[r]!;
  }
  const ratings = {
    itemCount: columns.items.length,
    raterCount: columns.raters.length,
    labelCount: top,
    item: columns.item,
    rater: columns.rater,
    // Grade g is category g − 1; no grade, and the judge's grades, are missing.
    label: Int32Array.from(grades, (g, r) =>
      g > 0 && columns.rater[r] !== judgeCode ? g - 1 : -1,
    ),
  };
  const index = groupByItem({ ratings });
  const ordinal = computeMetricAlpha({ ratings, metric: "ordinal", index });
  const interval = computeMetricAlpha({ ratings, metric: "interval", index });
  const counts = new Array<number>(top).fill(0);
  for (const l of ratings.label) if (l >= 0) counts[l]! += 1;
  return {
    graded,
    ungraded: humans - graded,
    units: ordinal.units,
    ordinalAlpha: ordinal.alpha,
    intervalAlpha: interval.alpha,
    reason: ordinal.reason,
    distribution: counts.map((count, i) => ({ grade: i + 1, count })),
  };
}
