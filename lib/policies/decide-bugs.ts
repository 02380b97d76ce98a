import { AppError } from "@/lib/errors/app-error";

/**
 * Bug abstention (Cambronero et al. 2026, §3.1): attempt a bug when its score P(success) is at
 * or above τ, abstain otherwise; a bug without a score is abstained on. Without abstention every
 * bug is attempted.
 */
export function decideBugs(options: {
  bugCount: number;
  bugScore: Float64Array | null;
  abstention: { tau: number } | null;
}): Uint8Array {
  const { bugCount, bugScore, abstention } = options;
  const attempted = new Uint8Array(bugCount);
  if (!abstention) return attempted.fill(1);
  const { tau } = abstention;
  if (!(tau >= 0 && tau <= 1))
    throw new AppError("INVALID_INPUT", `The abstention threshold τ lies in 0–1, got ${tau}.`);
  if (!bugScore) return attempted;
  if (bugScore.length !== bugCount)
    throw new AppError("INVALID_INPUT", "bugScore needs one entry per bug.");
  for (let b = 0; b < bugCount; b++) if (bugScore[b]! >= tau) attempted[b] = 1;
  return attempted;
}
