import { AppError } from "@/lib/errors/app-error";
import { computeCohenKappa } from "./compute-cohen-kappa";
import { computePabak } from "./compute-pabak";

export type TTableAgreement = {
  n: number;
  /** p_o, the diagonal's share. */
  observed: number | null;
  kappa: number | null;
  ac1: number | null;
  pabak: number | null;
};

/**
 * Two raters' agreement from their square count table (`counts[r][c]`: items the first put in
 * label r and the second in c): observed agreement, Cohen's κ, Gwet's AC1 (π_k = (row_k +
 * column_k) / 2n, p_e = Σ π_k (1 − π_k) / (q − 1)) and PABAK = (q·p_o − 1)/(q − 1). Null when the
 * table is empty (and AC1 when p_e is 1, which cannot happen for q ≥ 2).
 */
export function computeTableAgreement(options: {
  counts: readonly (readonly number[])[];
}): TTableAgreement {
  const { counts } = options;
  const q = counts.length;
  if (q < 2) throw new AppError("INVALID_INPUT", "The count table needs at least 2 labels.");
  const kappa = computeCohenKappa({ counts });
  let n = 0;
  let diagonal = 0;
  const margin = new Float64Array(q);
  for (let r = 0; r < q; r++) {
    for (let c = 0; c < q; c++) {
      const v = counts[r]![c]!;
      n += v;
      if (r === c) diagonal += v;
      margin[r]! += v;
      margin[c]! += v;
    }
  }
  if (n === 0) return { n, observed: null, kappa, ac1: null, pabak: null };
  const observed = diagonal / n;
  let spread = 0;
  for (let k = 0; k < q; k++) {
    const pi = margin[k]! / (2 * n);
    spread += pi * (1 - pi);
  }
  const chance = spread / (q - 1);
  return {
    n,
    observed,
    kappa,
    ac1: chance === 1 ? null : (observed - chance) / (1 - chance),
    pabak: computePabak({ observed, categories: q }),
  };
}
