import type { TJudgeLabel } from "../schemas";

/** The finite numeric `logprob` values of logprob entries (or their stored JSON), or null when there are none. */
function tokenLogprobs(logprobs: string | readonly unknown[]): number[] | null {
  let parsed: unknown = logprobs;
  if (typeof logprobs === "string")
    try {
      parsed = JSON.parse(logprobs);
    } catch {
      return null;
    }
  if (!Array.isArray(parsed)) return null;
  const values = parsed
    .map((entry: unknown) =>
      entry && typeof entry === "object" ? (entry as { logprob?: unknown }).logprob : undefined,
    )
    .filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  return values.length > 0 ? values : null;
}

/**
 * Patch-correctness confidence score (paper §3.2.5): 0 for an INVALID verdict; for VALID, the
 * exponential of the mean token log-probability of the response. `logprobs` is the stored JSON
 * array of OpenAI logprob entries `{ token, logprob, ... }`; entries without a finite numeric
 * logprob are ignored (the entries themselves may be given, as a fresh call has them, to skip
 * parsing the JSON again). Null when the provider gave no usable logprobs (score unknown), for
 * either label.
 */
export function computeConfidence({
  label,
  logprobs,
}: {
  label: TJudgeLabel;
  logprobs: string | readonly unknown[] | null;
}): number | null {
  if (logprobs === null) return null;
  const values = tokenLogprobs(logprobs);
  if (values === null) return null;
  if (label === "INVALID") return 0;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return Math.exp(mean);
}
