import { bootstrapCis } from "@/lib/stats/bootstrap-ci";
import { computeMetricAlpha } from "@/lib/stats/compute-metric-alpha";
import { groupByItem } from "@/lib/stats/group-by-item";
import { resampleRatings } from "@/lib/stats/resample-ratings";
import type { TCodedRatings } from "@/lib/stats/types";
import type { TRatingScale } from "@/lib/scales/schemas";
import type { TCodedCampaign } from "./code-campaign-labels";
import type { TBootstrapOptions } from "./compute-human-agreement";
import type { TEstimate, TGradedAgreement, TGradedAlphas } from "./dashboard-types";
import { toEstimate } from "./to-estimate";

/** One rating's grades: rating key, item (internal patch id), grade (null: UNSURE). */
export type TGradeRating = {
  item: string;
  rater: string;
  grade: number | null;
  dimensionGrades: Record<string, number> | null;
};

/**
 * The "Graded agreement" of a graded campaign (paper 001 §8, §10; pure): Krippendorff's α among
 * the raters on the grades with the ordinal and the interval difference function (lib/stats
 * compute-metric-alpha; grade g is category g − 1, interval values 1..n), each with the dashboard's
 * seeded bootstrap interval over bugs, the same for every dimension of the scale, and the grade
 * distributions. Items and raters are the binary tables' (`coded`), so the resampling matches;
 * a rating without a grade (UNSURE) is missing.
 */
export function computeGradedAgreement(options: {
  coded: Pick<TCodedCampaign, "items" | "raters" | "bugs">;
  scale: TRatingScale;
  ratings: readonly TGradeRating[];
  bootstrap: TBootstrapOptions;
}): TGradedAgreement {
  const { coded, scale, ratings, bootstrap } = options;
  const n = scale.grades.length;
  const overall = codeGrades({ coded, n, ratings, grade: (r) => r.grade });
  const dimensions = scale.dimensions.map((d) => ({
    key: d.key,
    name: d.name,
    coded: codeGrades({ coded, n, ratings, grade: (r) => r.dimensionGrades?.[d.key] ?? null }),
  }));
  const counts = countGrades({ ratings: overall, n });
  return {
    scale,
    items: coded.items.length,
    raters: coded.raters.length,
    graded: counts.reduce((a, b) => a + b, 0),
    ungraded: overall.label.length - counts.reduce((a, b) => a + b, 0),
    ...alphas({ ratings: overall, groups: coded.bugs, bootstrap }),
    distribution: scale.grades.map((g, i) => ({
      grade: g.value,
      label: g.label,
      collapse: g.value >= scale.validFrom ? ("VALID" as const) : ("INVALID" as const),
      count: counts[i]!,
    })),
    dimensions: dimensions.map((d) => ({
      key: d.key,
      name: d.name,
      counts: countGrades({ ratings: d.coded, n }),
      ...alphas({ ratings: d.coded, groups: coded.bugs, bootstrap }),
    })),
  };
}

function codeGrades(options: {
  coded: Pick<TCodedCampaign, "items" | "raters">;
  n: number;
  ratings: readonly TGradeRating[];
  grade: (r: TGradeRating) => number | null;
}): TCodedRatings {
  const { coded, n, ratings, grade } = options;
  const itemCode = new Map(coded.items.map((id, i) => [id, i]));
  const raterCode = new Map(coded.raters.map((key, i) => [key, i]));
  const kept = ratings.filter((r) => itemCode.has(r.item) && raterCode.has(r.rater));
  return {
    itemCount: coded.items.length,
    raterCount: coded.raters.length,
    labelCount: n,
    item: Int32Array.from(kept, (r) => itemCode.get(r.item)!),
    rater: Int32Array.from(kept, (r) => raterCode.get(r.rater)!),
    label: Int32Array.from(kept, (r) => {
      const g = grade(r);
      return g !== null && g >= 1 && g <= n ? g - 1 : -1;
    }),
  };
}

function countGrades(options: { ratings: TCodedRatings; n: number }): number[] {
  const counts = new Array<number>(options.n).fill(0);
  for (const l of options.ratings.label) if (l >= 0) counts[l]! += 1;
  return counts;
}

/** Ordinal and interval α with their bootstrap intervals (whole bugs resampled). */
function alphas(options: {
  ratings: TCodedRatings;
  groups: readonly string[];
  bootstrap: TBootstrapOptions;
}): TGradedAlphas {
  const { ratings, groups, bootstrap } = options;
  const index = groupByItem({ ratings });
  const full = {
    ordinal: computeMetricAlpha({ ratings, metric: "ordinal", index }),
    interval: computeMetricAlpha({ ratings, metric: "interval", index }),
  };
  const cis = bootstrapCis({
    groups,
    seed: bootstrap.seed,
    replicates: bootstrap.replicates,
    level: bootstrap.level,
    statistics: (units) => {
      const sample = resampleRatings({ ratings, items: units, index });
      const sampleIndex = groupByItem({ ratings: sample });
      return {
        ordinal: computeMetricAlpha({ ratings: sample, metric: "ordinal", index: sampleIndex })
          .alpha,
        interval: computeMetricAlpha({ ratings: sample, metric: "interval", index: sampleIndex })
          .alpha,
      };
    },
  });
  const estimate = (name: "ordinal" | "interval"): TEstimate => toEstimate(cis[name]);
  return {
    ordinalAlpha: estimate("ordinal"),
    intervalAlpha: estimate("interval"),
    units: full.ordinal.units,
    reason: full.ordinal.reason,
  };
}
