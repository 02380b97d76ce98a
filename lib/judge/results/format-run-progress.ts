import { formatDuration } from "./format-duration";

/** A one-line terminal progress bar: `[#####.....]  120/400 done · 3 failed · ETA 1m 05s`, or the stall instead of the ETA. */
export function formatRunProgress(options: {
  done: number;
  failed: number;
  total: number;
  etaSeconds: number | null;
  stall?: string | null;
  width?: number;
}): string {
  const { done, failed, total, etaSeconds, stall } = options;
  const width = options.width ?? 30;
  const share = total > 0 ? Math.min(1, (done + failed) / total) : 1;
  const filled = Math.round(share * width);
  const bar = `[${"#".repeat(filled)}${".".repeat(width - filled)}]`;
  const eta = stall
    ? ` · ${stall}`
    : etaSeconds === null
      ? ""
      : ` · ETA ${formatDuration({ seconds: etaSeconds })}`;
  return `${bar} ${String(Math.round(share * 100)).padStart(3)}%  ${done}/${total} done${failed > 0 ? ` · ${failed} failed` : ""}${eta}`;
}
