import { AppError } from "@/lib/errors/app-error";

export type TMcNemar = {
  /** Discordant pairs: b = first right and second wrong, c = the reverse. */
  b: number;
  c: number;
  /** Two-sided exact p-value: min(1, 2·P(X ≤ min(b, c))), X ~ Binomial(b + c, ½); 1 when b + c = 0. */
  pValue: number;
};

/**
 * McNemar's exact test of two paired classifiers (the binomial test on the discordant pairs).
 * The tail is summed in log space, so it stays exact to rounding for thousands of pairs.
 */
export function testMcNemarExact(options: { b: number; c: number }): TMcNemar {
  const { b, c } = options;
  for (const [name, v] of Object.entries({ b, c }))
    if (!Number.isInteger(v) || v < 0)
      throw new AppError("INVALID_INPUT", `${name} must be a non-negative integer, got ${v}.`);
  const n = b + c;
  if (n === 0) return { b, c, pValue: 1 };
  const low = Math.min(b, c);
  // log C(n, i) built up term by term; the tail as a sum of exp(log terms − max) for stability.
  const logs: number[] = [];
  let logChoose = 0;
  for (let i = 0; i <= low; i++) {
    if (i > 0) logChoose += Math.log((n - i + 1) / i);
    logs.push(logChoose - n * Math.LN2);
  }
  const max = Math.max(...logs);
  const tail = Math.exp(max) * logs.reduce((s, l) => s + Math.exp(l - max), 0);
  return { b, c, pValue: Math.min(1, 2 * tail) };
}
