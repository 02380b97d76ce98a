import { AppError } from "@/lib/errors/app-error";

/**
 * BouncerBench's output-bouncer fine-grained score (Mathews & Nagappan, §II-B.2b), exactly as
 * defined there: O-Score = (1/N) · Σ (−1)^(bounce_i + correct_i) · PassedTests_i / TotalTests_i,
 * where bounce_i is 1 when the patch was bounced and correct_i is **0 when the patch is correct**
 * (all F→P and P→P tests pass) and 1 otherwise; tests are F→P and P→P together. Null for no item.
 */
export function computeOScore(options: {
  items: readonly { bounce: boolean; correct: boolean; passedTests: number; totalTests: number }[];
}): number | null {
  const { items } = options;
  if (items.length === 0) return null;
  let sum = 0;
  items.forEach(({ bounce, correct, passedTests, totalTests }, i) => {
    if (!Number.isInteger(totalTests) || totalTests < 1)
      throw new AppError("INVALID_INPUT", `Item ${i}: totalTests must be a positive integer.`);
    if (!Number.isInteger(passedTests) || passedTests < 0 || passedTests > totalTests)
      throw new AppError("INVALID_INPUT", `Item ${i}: passedTests must lie in 0…totalTests.`);
    const exponent = (bounce ? 1 : 0) + (correct ? 0 : 1);
    sum += (exponent % 2 === 0 ? 1 : -1) * (passedTests / totalTests);
  });
  return sum / items.length;
}
