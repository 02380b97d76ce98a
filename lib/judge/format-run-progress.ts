/** A one-line terminal progress bar: `[#####.....]  120/400 done · 3 failed · ETA 1m 05s`. */
export function formatRunProgress(options: { done: number; failed: number; total: number; etaSeconds: number | null; width?: number }): string {
  const { done, failed, total, etaSeconds } = options;
  const width = options.width ?? 30;
  const share = total > 0 ? Math.min(1, (done + failed) / total) : 1;
  const filled = Math.round(share * width);
  const bar = `[${"#".repeat(filled)}${".".repeat(width - filled)}]`;
  const eta = etaSeconds === null ? "" : ` · ETA ${formatSeconds(etaSeconds)}`;
  return `${bar} ${String(Math.round(share * 100)).padStart(3)}%  ${done}/${total} done${failed > 0 ? ` · ${failed} failed` : ""}${eta}`;
}

function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, "0")}m`;
}
