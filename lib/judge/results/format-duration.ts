/** A duration for people: "42s", "1m 05s", "3h 02m" (rounded to whole seconds, never negative). */
export function formatDuration(options: { seconds: number }): string {
  const s = Math.max(0, Math.round(options.seconds));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, "0")}m`;
}
