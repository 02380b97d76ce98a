/**
 * Counts as percentages with `decimals` places that sum to exactly 100 (largest remainder:
 * each is rounded down, then the units left go to the largest remainders, earlier first on a
 * tie). All zeros when the total is 0. Pure.
 */
export function roundPercentages(options: {
  counts: readonly number[];
  decimals?: number;
}): number[] {
  const { counts, decimals = 1 } = options;
  const total = counts.reduce((a, b) => a + b, 0);
  if (total <= 0) return counts.map(() => 0);
  const scale = 10 ** decimals;
  const units = 100 * scale;
  const exact = counts.map((c) => (c / total) * units);
  const floors = exact.map((x) => Math.floor(x));
  let left = units - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  const extra = new Set<number>();
  for (const { i } of order) {
    if (left <= 0) break;
    extra.add(i);
    left -= 1;
  }
  return floors.map((f, i) => (f + (extra.has(i) ? 1 : 0)) / scale);
}
