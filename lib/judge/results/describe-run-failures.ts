/** A reason is cut to this many characters in the run's failure line (the rows keep it whole). */
const MAX_REASON = 160;

export type TRunFailures = {
  /** "all": every job failed; "some": some did (the run finished, or goes on). */
  kind: "all" | "some";
  failed: number;
  /** The most common reason among the failed jobs, and how many failed with it. */
  reason: string | null;
  reasonCount: number;
  /** "Failed: all 27 jobs failed — <reason>", "Finished with failures: 3 of 27 jobs failed — <reason>". */
  message: string;
};

/**
 * What a run's header says about its failed jobs, in plain words: all failed, some failed
 * (finished or still running), each with the most common reason; null when none failed. Pure.
 */
export function describeRunFailures(options: {
  status: string;
  total: number;
  failed: number;
  topReason: { reason: string | null; count: number } | null;
}): TRunFailures | null {
  const { status, total, failed, topReason } = options;
  if (failed <= 0) return null;
  const jobs = (n: number) => `${n} job${n === 1 ? "" : "s"}`;
  const raw = topReason?.reason?.trim() || null;
  const reason = raw && raw.length > MAX_REASON ? `${raw.slice(0, MAX_REASON - 1)}…` : raw;
  const count = reason ? (topReason?.count ?? 0) : 0;
  const why = reason
    ? ` — ${count < failed ? `most often (${count} of ${failed}): ` : ""}${reason}`
    : "";
  if (failed >= total)
    return {
      kind: "all",
      failed,
      reason,
      reasonCount: count,
      message: `Failed: ${total === 1 ? "the only job" : `all ${jobs(total)}`} failed${why}`,
    };
  const finished = !["queued", "running"].includes(status);
  const lead = finished ? "Finished with failures" : "Failures so far";
  return {
    kind: "some",
    failed,
    reason,
    reasonCount: count,
    message: `${lead}: ${failed} of ${jobs(total)} failed${why}`,
  };
}
