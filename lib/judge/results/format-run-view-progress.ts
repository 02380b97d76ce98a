import { formatRunProgress } from "./format-run-progress";

/**
 * The CLI's progress line for a run as its view reports it (local or over HTTP): the bar, the
 * stall or pause message instead of the ETA, and the open provider batches' states.
 */
export function formatRunViewProgress(options: {
  run: {
    counts: { done: number; failed: number };
    total: number;
    etaSeconds: number | null;
    stall: { message: string } | null;
    paused: { message: string } | null;
    batches: { open: boolean; status: string; providerStatus: string | null }[];
  };
}): string {
  const { run } = options;
  const open = run.batches.filter((b) => b.open);
  const batchNote =
    open.length > 0 ? ` · batch ${open.map((b) => b.providerStatus ?? b.status).join(", ")}` : "";
  return (
    formatRunProgress({
      done: run.counts.done,
      failed: run.counts.failed,
      total: run.total,
      etaSeconds: run.etaSeconds,
      stall: run.stall?.message ?? run.paused?.message ?? null,
    }) + batchNote
  );
}
