import { AppError } from "@/lib/errors/app-error";

/** Longest wait honoured from a server's retry-after. */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;

/**
 * Milliseconds to wait before retry `attempt` (1-based): exponential backoff with "equal
 * jitter", cap/2 + floor(random() * cap/2) where cap = min(maxMs, baseMs * 2^(attempt-1)). Half
 * of each wait is certain, so the waits add up to a known minimum (an outage shorter than it is
 * ridden out), and half is random, so jobs that failed together do not retry together. A positive
 * `retryAfterMs` from the server is a floor that wins even above maxMs, though never more than
 * 10 minutes.
 */
export function backoffDelay({
  attempt,
  baseMs = 1000,
  maxMs = 60_000,
  retryAfterMs,
  random = Math.random,
}: {
  attempt: number;
  baseMs?: number;
  maxMs?: number;
  retryAfterMs?: number | null;
  random?: () => number;
}): number {
  if (!Number.isInteger(attempt) || attempt < 1) {
    throw new AppError(
      "INVALID_INPUT",
      `Retry attempt must be an integer of at least 1, got ${attempt}.`,
    );
  }
  if (!(baseMs >= 0 && maxMs >= 0)) {
    throw new AppError("INVALID_INPUT", "Backoff baseMs and maxMs must be non-negative numbers.");
  }
  const cap = Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 60));
  const delay = Math.floor(cap / 2 + random() * (cap / 2));
  if (typeof retryAfterMs === "number" && Number.isFinite(retryAfterMs) && retryAfterMs > 0) {
    return Math.min(Math.max(delay, Math.ceil(retryAfterMs)), MAX_RETRY_AFTER_MS);
  }
  return delay;
}
