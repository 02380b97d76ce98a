import { AppError } from "@/lib/errors/app-error";

/**
 * Filtered success@k (Cambronero et al. 2026, §5.2): over the bugs B′ that keep at least one
 * patch after the policy, the mean of 1 − C(n′ − c′, k) / C(n′, k), with n′ kept patches of
 * which c′ succeed. Bugs with n′ = 0 are not in B′. A bug with fewer kept patches than k
 * contributes as if all n′ were shown (k′ = min(k, n′): 1 when c′ > 0, else 0), so every bug of
 * B′ counts at every k. Without filtering this is pass@k (Chen et al. 2021). Null when B′ is empty.
 */
export function computeFilteredSuccessAtK(options: {
  bugs: readonly { n: number; c: number }[];
  k: number;
}): number | null {
  const { bugs, k } = options;
  if (!Number.isInteger(k) || k < 1)
    throw new AppError("INVALID_INPUT", `k must be a positive integer, got ${k}.`);
  let sum = 0;
  let count = 0;
  for (const { n, c } of bugs) {
    if (!Number.isInteger(n) || !Number.isInteger(c) || c < 0 || c > n)
      throw new AppError("INVALID_INPUT", `Need integers 0 ≤ c ≤ n, got n = ${n}, c = ${c}.`);
    if (n === 0) continue;
    count += 1;
    const kk = Math.min(k, n);
    if (n - c < kk) {
      sum += 1;
      continue;
    }
    // C(n − c, kk) / C(n, kk) = Π_{i = n − c + 1}^{n} (1 − kk / i): stable for large n.
    let fail = 1;
    for (let i = n - c + 1; i <= n; i++) fail *= 1 - kk / i;
    sum += 1 - fail;
  }
  return count === 0 ? null : sum / count;
}
