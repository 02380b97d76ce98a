/** A metric as the alignment view prints it: two decimals, "–" when undefined. */
export const formatMetric = (v: number | null | undefined) =>
  v === null || v === undefined ? "–" : v.toFixed(2);

/** A change with its sign ("+0.33", "−0.17", "±0.00"), "–" when undefined. */
export function formatDelta(v: number | null | undefined): string {
  if (v === null || v === undefined) return "–";
  const r = Math.round(v * 100) / 100;
  if (r === 0) return "±0.00";
  return `${r > 0 ? "+" : "−"}${Math.abs(r).toFixed(2)}`;
}
