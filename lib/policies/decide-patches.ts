import { AppError } from "@/lib/errors/app-error";
import { computePercentile } from "./compute-percentile";
import { sortConfidences } from "./sort-confidences";
import type { TValidationDecision } from "./types";

/**
 * Patch validation decisions (Cambronero et al. 2026, §3.2.6) over one run's patches: `none`
 * accepts every patch; `binary` accepts those the judge labels VALID; `percentile` takes the
 * p-th percentile of the confidences of all the run's patches (before any abstention; see
 * computePercentile) and accepts a patch whose confidence is at or above it. A patch without a
 * confidence is rejected by a percentile decision. `sorted` (the run's sorted confidences) saves
 * sorting again when several percentiles are tried.
 */
export function decidePatches(options: {
  valid: Uint8Array;
  confidence: Float64Array;
  decision: TValidationDecision;
  sorted?: Float64Array;
}): { accepted: Uint8Array; cutoff: number | null } {
  const { valid, confidence, decision } = options;
  if (valid.length !== confidence.length)
    throw new AppError("INVALID_INPUT", "valid and confidence need one entry per patch.");
  const n = valid.length;
  if (decision.kind === "none") return { accepted: new Uint8Array(n).fill(1), cutoff: null };
  if (decision.kind === "binary") return { accepted: valid.slice(), cutoff: null };
  const sorted = options.sorted ?? sortConfidences({ confidence });
  const cutoff = computePercentile({ sorted, p: decision.p });
  const accepted = new Uint8Array(n);
  if (cutoff === null) return { accepted, cutoff };
  for (let i = 0; i < n; i++) if (confidence[i]! >= cutoff) accepted[i] = 1; // NaN ≥ x is false
  return { accepted, cutoff };
}
