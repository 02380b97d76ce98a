import { distance as bitParallelDistance } from "fastest-levenshtein";

export type TEditDistance = { distance: number; normalized: number };

const UNREACHED = -0x40000000;

/**
 * Exact Levenshtein distance by furthest-reaching diagonals (Landau–Vishkin with plain
 * slides): about d² + n steps for distance d, so a rubric being edited (d ≪ n) costs far
 * less than the full n·m/32 bit-parallel matrix. Gives up (null) once its work exceeds
 * `budget`, and the caller falls back to fastest-levenshtein.
 */
function diagonalDistance(a: string, b: string, budget: number): number | null {
  const n = a.length;
  const m = b.length;
  const limit = Math.min(Math.max(n, m), Math.ceil(Math.sqrt(budget)) + 1);
  const mid = limit + 1;
  let prev = new Int32Array(2 * limit + 3).fill(UNREACHED);
  let cur = new Int32Array(2 * limit + 3).fill(UNREACHED);
  let work = 0;
  for (let d = 0; d <= limit; d++) {
    for (let k = Math.max(-d, -n); k <= Math.min(d, m); k++) {
      let i =
        d === 0 ? 0 : Math.max(prev[mid + k]! + 1, prev[mid + k - 1]!, prev[mid + k + 1]! + 1);
      i = Math.min(i, n, m - k);
      const start = i;
      while (i < n && i + k < m && a.charCodeAt(i) === b.charCodeAt(i + k)) i++;
      work += 1 + i - start;
      cur[mid + k] = i;
      if (k === m - n && i === n) return d;
    }
    if (work > budget) return null;
    [prev, cur] = [cur, prev];
  }
  return null;
}

/** Levenshtein distance in UTF-16 code units, as fastest-levenshtein counts them. */
function levenshtein(a: string, b: string): number {
  let start = 0;
  while (start < a.length && start < b.length && a.charCodeAt(start) === b.charCodeAt(start))
    start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a.charCodeAt(endA - 1) === b.charCodeAt(endB - 1)) {
    endA--;
    endB--;
  }
  const x = a.slice(start, endA);
  const y = b.slice(start, endB);
  if (x.length === 0 || y.length === 0) return x.length + y.length;
  if (x.length <= 32 || y.length <= 32) return bitParallelDistance(x, y);
  return diagonalDistance(x, y, (x.length * y.length) / 32) ?? bitParallelDistance(x, y);
}

/**
 * Character-level Levenshtein distance between a draft rubric and its current text,
 * and that distance divided by the draft's length (the paper's normalized edit
 * distance, §4.2.1). An empty draft gives 1 when there is any text, else 0.
 */
export function computeEditDistance(options: { draft: string; current: string }): TEditDistance {
  const { draft, current } = options;
  if (draft.length === 0)
    return { distance: current.length, normalized: current.length > 0 ? 1 : 0 };
  if (draft === current) return { distance: 0, normalized: 0 };
  const distance = levenshtein(draft, current);
  return { distance, normalized: distance / draft.length };
}
