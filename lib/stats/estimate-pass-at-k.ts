import { AppError } from "@/lib/errors/app-error";
import { countNoun } from "@/lib/text/count-noun";

/**
 * Unbiased pass@k (Chen et al. 2021) averaged over bugs: for a bug with n samples of which c
 * pass, 1 − C(n − c, k) / C(n, k), computed in the stable product form
 * 1 − Π_{i = n − c + 1}^{n} (1 − k / i), and 1 when n − c < k. For (pass and judge-valid)@k
 * give as c the samples that pass and that the judge labels valid. Every bug needs k ≤ n.
 */
export function estimatePassAtK(options: {
  bugs: readonly { n: number; c: number }[];
  k: number;
}): number {
  const { bugs, k } = options;
  if (!Number.isInteger(k) || k < 1)
    throw new AppError("INVALID_INPUT", `k must be a positive integer, got ${k}.`);
  if (bugs.length === 0) throw new AppError("INVALID_INPUT", "pass@k needs at least one bug.");
  let sum = 0;
  for (const [index, { n, c }] of bugs.entries()) {
    if (!Number.isInteger(n) || !Number.isInteger(c) || c < 0 || c > n)
      throw new AppError(
        "INVALID_INPUT",
        `Bug ${index}: need integers 0 ≤ c ≤ n, got n = ${n}, c = ${c}.`,
      );
    if (k > n)
      throw new AppError(
        "INVALID_INPUT",
        `Bug ${index}: k = ${k} exceeds its ${countNoun({ count: n, one: "sample" })}.`,
      );
    if (n - c < k) {
      sum += 1;
      continue;
    }
    let fail = 1;
    for (let i = n - c + 1; i <= n; i++) fail *= 1 - k / i;
    sum += 1 - fail;
  }
  return sum / bugs.length;
}
