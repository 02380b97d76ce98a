import { computeWeightedCohenKappa } from "@/lib/stats/compute-weighted-cohen-kappa";
import { medianGrade } from "../scoring/median-grade";

/** One patch: the judge's grade (its samples' lower median) and its raters' grades. */
export type TGradedPatch = {
  judge: number;
  raters: readonly number[];
  judgeDimensions: Readonly<Record<string, number>> | null;
  raterDimensions: readonly (Readonly<Record<string, number>> | null)[];
};

export type TGradedFigures = {
  /** Patches with a judge grade and at least one rater grade. */
  n: number;
  quadratic: number | null;
  linear: number | null;
  /** Why κ is undefined (no patch, one grade throughout), else null. */
  reason: string | null;
  /** Share of patches whose judge grade equals the raters' median grade. */
  exact: number | null;
};

/**
 * Graded agreement of a judge with raters (issue 34): per patch the judge's grade against the
 * raters' median grade (the lower median: a half grade rounds down, medianGrade), quadratic- and
 * linear-weighted Cohen's κ (lib/stats computeWeightedCohenKappa on codes grade − 1), the
 * exact-agreement share, the grades × grades confusion table (rows: judge, columns: raters) and
 * the same figures per dimension both sides graded. Pure.
 */
export function computeGradedAgreement(options: {
  patches: readonly TGradedPatch[];
  grades: number;
  dimensions: readonly string[];
}) {
  const { patches, grades } = options;
  const pairs = patches.flatMap((p) => {
    const raters = medianGrade({ grades: p.raters });
    return raters === null ? [] : [[p.judge, raters] as const];
  });
  const confusion = Array.from({ length: grades }, () => Array<number>(grades).fill(0));
  for (const [j, r] of pairs) confusion[j - 1]![r - 1]! += 1;
  const dimensions = options.dimensions.map((key) => {
    const dimPairs = patches.flatMap((p) => {
      const judge = p.judgeDimensions?.[key];
      const raters = medianGrade({
        grades: p.raterDimensions.flatMap((d) => (d?.[key] ? [d[key]!] : [])),
      });
      return judge && raters !== null ? [[judge, raters] as const] : [];
    });
    return { key, ...figures({ pairs: dimPairs, grades }) };
  });
  return { ...figures({ pairs, grades }), confusion, dimensions };
}

function figures(options: { pairs: readonly (readonly [number, number])[]; grades: number }) {
  const { pairs, grades } = options;
  const a = pairs.map(([j]) => j - 1);
  const b = pairs.map(([, r]) => r - 1);
  const q = computeWeightedCohenKappa({ a, b, categories: grades, weights: "quadratic" });
  const l = computeWeightedCohenKappa({ a, b, categories: grades, weights: "linear" });
  const out: TGradedFigures = {
    n: pairs.length,
    quadratic: q.kappa,
    linear: l.kappa,
    reason: q.reason,
    exact: pairs.length === 0 ? null : pairs.filter(([j, r]) => j === r).length / pairs.length,
  };
  return out;
}
