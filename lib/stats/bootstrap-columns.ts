import { AppError } from "@/lib/errors/app-error";
import type { TBootstrapCi } from "./bootstrap-ci";
import { createRandom } from "./create-random";

/**
 * The allocation-free core of `bootstrapCis`: the same cluster resampling, the same draws for a
 * seed and the same percentile bounds, but each replicate's statistics are written by `write`
 * into `out` (one slot per name, in `names` order; NaN or ±Infinity for an undefined value), so
 * a replicate allocates nothing. `estimates` are the statistics on the data as given.
 */
export function bootstrapColumns<K extends string>(options: {
  groups: ArrayLike<number | string>;
  names: readonly K[];
  estimates: Record<K, number | null>;
  write: (units: Int32Array, out: Float64Array) => void;
  seed: number;
  replicates?: number;
  level?: number;
}): Record<K, TBootstrapCi> {
  const { groups, names, estimates, write, seed, replicates = 2000, level = 0.95 } = options;
  if (!Number.isInteger(replicates) || replicates < 1)
    throw new AppError(
      "INVALID_INPUT",
      `replicates must be a positive integer, got ${replicates}.`,
    );
  if (!(level > 0 && level < 1))
    throw new AppError("INVALID_INPUT", `level must lie strictly between 0 and 1, got ${level}.`);
  const { offsets, units: grouped } = groupMembers({ groups });
  const groupCount = offsets.length - 1;
  const width = names.length;
  // values[n * replicates + k]: the k-th defined value of statistic n.
  const values = new Float64Array(width * replicates);
  const defined = new Int32Array(width);
  const out = new Float64Array(width);
  const random = createRandom({ seed });
  let units = new Int32Array(Math.max(groups.length * 2, 16));
  for (let b = 0; b < replicates; b++) {
    let size = 0;
    for (let g = 0; g < groupCount; g++) {
      const drawn = Math.floor(random() * groupCount);
      const from = offsets[drawn]!;
      const to = offsets[drawn + 1]!;
      if (size + to - from > units.length) {
        const grown = new Int32Array(Math.max(units.length * 2, size + to - from));
        grown.set(units.subarray(0, size));
        units = grown;
      }
      for (let x = from; x < to; x++) units[size++] = grouped[x]!;
    }
    out.fill(NaN);
    write(units.subarray(0, size), out);
    for (let n = 0; n < width; n++) {
      const value = out[n]!;
      if (Number.isFinite(value)) values[n * replicates + defined[n]!++] = value;
    }
  }
  const tail = (1 - level) / 2;
  const result = {} as Record<K, TBootstrapCi>;
  names.forEach((name, n) => {
    const sorted = values.subarray(n * replicates, n * replicates + defined[n]!).sort();
    result[name] = {
      estimate: estimates[name],
      low: quantile(sorted, tail),
      high: quantile(sorted, 1 - tail),
      replicates,
      defined: sorted.length,
    };
  });
  return result;
}

/** The units grouped: group g holds `units[offsets[g]]` … `units[offsets[g + 1] − 1]`, groups in first-seen order. */
function groupMembers(options: { groups: ArrayLike<number | string> }): {
  offsets: Int32Array;
  units: Int32Array;
} {
  const byKey = new Map<number | string, number[]>();
  for (let u = 0; u < options.groups.length; u++) {
    const key = options.groups[u]!;
    const list = byKey.get(key);
    if (list) list.push(u);
    else byKey.set(key, [u]);
  }
  const offsets = new Int32Array(byKey.size + 1);
  const units = new Int32Array(options.groups.length);
  let g = 0;
  let k = 0;
  for (const list of byKey.values()) {
    for (const u of list) units[k++] = u;
    offsets[++g] = k;
  }
  return { offsets, units };
}

function quantile(sorted: Float64Array, p: number): number | null {
  if (sorted.length === 0) return null;
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}
