export type TKappaWeights = "linear" | "quadratic";

export type TWeightedKappa = {
  /** κ_w, or null when undefined (see `reason`). */
  kappa: number | null;
  reason: string | null;
  /** Items both raters graded (a negative grade is missing and drops the item). */
  n: number;
};

/**
 * Cohen's weighted κ of two raters on K ordered categories (a graded scale, code 0 the lowest;
 * Cohen 1968): κ_w = 1 − Σ w_ij·o_ij / Σ w_ij·e_ij, o the observed proportions, e the product
 * of the two margins, and disagreement weights w_ij = |i − j| (linear) or (i − j)² (quadratic).
 * With K = 2 both equal the unweighted κ. Null when no item has both grades or chance
 * disagreement is 0 (both raters used one and the same category).
 */
export function computeWeightedCohenKappa(options: {
  a: ArrayLike<number>;
  b: ArrayLike<number>;
  categories: number;
  weights: TKappaWeights;
}): TWeightedKappa {
  const { a, b, categories: K, weights } = options;
  if (a.length !== b.length)
    throw new Error(`both raters need one grade per item (${a.length} against ${b.length}).`);
  const table = new Float64Array(K * K);
  const rowTotals = new Float64Array(K);
  const colTotals = new Float64Array(K);
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x < 0 || y < 0) continue;
    if (x >= K || y >= K || !Number.isInteger(x) || !Number.isInteger(y))
      throw new Error(`grade codes run from 0 to ${K - 1}; item ${i} has ${x} and ${y}.`);
    table[x * K + y]! += 1;
    rowTotals[x]! += 1;
    colTotals[y]! += 1;
    n += 1;
  }
  if (n === 0) return { kappa: null, reason: "no item has a grade from both raters", n };
  let observed = 0;
  let expected = 0;
  for (let i = 0; i < K; i++)
    for (let j = 0; j < K; j++) {
      const w = weights === "linear" ? Math.abs(i - j) : (i - j) * (i - j);
      observed += (w * table[i * K + j]!) / n;
      expected += (w * rowTotals[i]! * colTotals[j]!) / (n * n);
    }
  if (expected === 0)
    return {
      kappa: null,
      reason: "both raters gave every item one and the same grade: no chance disagreement",
      n,
    };
  return { kappa: 1 - observed / expected, reason: null, n };
}
