import { AppError } from "@/lib/errors/app-error";

/**
 * BouncerBench's input-bouncer fine-grained score (Mathews & Nagappan, §II-B.2a):
 * I-Score = (2/3) · (1/N) · Σ (−1)^(1 − bounce_i) · (label_i − 1.5), with label_i the issue
 * specificity annotation 0 (clear) … 3 (impossible) and bounce_i 1 when the issue was bounced.
 * It ranges from −1 (bounce every clear issue, accept every impossible one) to +1. Null for no item.
 */
export function computeIScore(options: {
  items: readonly { bounce: boolean; label: number }[];
}): number | null {
  const { items } = options;
  if (items.length === 0) return null;
  let sum = 0;
  items.forEach(({ bounce, label }, i) => {
    if (![0, 1, 2, 3].includes(label))
      throw new AppError(
        "INVALID_INPUT",
        `Item ${i}: the specificity label must be 0–3, got ${label}.`,
      );
    sum += (bounce ? 1 : -1) * (label - 1.5);
  });
  return ((2 / 3) * sum) / items.length;
}
