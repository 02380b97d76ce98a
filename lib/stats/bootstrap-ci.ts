import { AppError } from "@/lib/errors/app-error";
import { createRandom } from "./create-random";

export type TBootstrapCi = {
  /** The statistic on the data as given. */
  estimate: number | null;
  /** Percentile interval bounds; null when no replicate gave a value. */
  low: number | null;
  high: number | null;
  /** Replicates drawn, and those whose statistic was defined (null ones are left out). */
  replicates: number;
  defined: number;
};

/**
 * Percentile bootstrap confidence interval resampling clusters: the units (e.g. patches) are
 * grouped by `groups[u]` (e.g. the bug), and each replicate draws as many groups as there are,
 * with replacement, keeping every drawn group whole, since units of one group are not
 * independent. `statistic` receives the replicate's unit indices (a unit repeats when its
 * group is drawn twice; a view valid only during the call) and returns a number or null. The bounds are the (1 − level)/2 and
 * (1 + level)/2 quantiles of the defined replicate values, linearly interpolated (R type 7).
 * The same seed gives the same interval.
 */
export function bootstrapCi(options: {
  groups: ArrayLike<number | string>;
  statistic: (units: Int32Array) => number | null;
  seed: number;
  replicates?: number;
  level?: number;
}): TBootstrapCi {
  const { statistic, ...rest } = options;
  return bootstrapCis({ ...rest, statistics: (units) => ({ value: statistic(units) }) }).value!;
}

/**
 * `bootstrapCi` for several statistics of the same replicates: `statistics` returns every
 * statistic of one replicate by name, so work shared between them (e.g. resampling ratings)
 * is done once per replicate. Every name returned for the full data gets an interval.
 */
export function bootstrapCis<K extends string>(options: {
  groups: ArrayLike<number | string>;
  statistics: (units: Int32Array) => Record<K, number | null>;
  seed: number;
  replicates?: number;
  level?: number;
}): Record<K, TBootstrapCi> {
  const { groups, statistics, seed, replicates = 2000, level = 0.95 } = options;
  if (!Number.isInteger(replicates) || replicates < 1)
    throw new AppError(
      "INVALID_INPUT",
      `replicates must be a positive integer, got ${replicates}.`,
    );
  if (!(level > 0 && level < 1))
    throw new AppError("INVALID_INPUT", `level must lie strictly between 0 and 1, got ${level}.`);
  const { offsets, units: grouped } = groupMembers({ groups });
  const groupCount = offsets.length - 1;
  const all = Int32Array.from({ length: groups.length }, (_, u) => u);
  const estimates = statistics(all);
  const names = Object.keys(estimates) as K[];
  const values = names.map((): number[] => []);
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
    const replicate = statistics(units.subarray(0, size));
    names.forEach((name, n) => {
      const value = replicate[name];
      if (value !== null && Number.isFinite(value)) values[n]!.push(value);
    });
  }
  const tail = (1 - level) / 2;
  const result = {} as Record<K, TBootstrapCi>;
  names.forEach((name, n) => {
    const sorted = values[n]!.sort((x, y) => x - y);
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

function quantile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}
