/** Milliseconds as "42 s", "3.5 min" or "1.2 h"; an en dash when there is nothing to show. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return "–";
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 3_600_000) return `${(ms / 60_000).toFixed(1)} min`;
  return `${(ms / 3_600_000).toFixed(1)} h`;
}
