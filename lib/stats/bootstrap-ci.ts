import { bootstrapColumns } from "./bootstrap-columns";

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
  const { groups, statistics, ...rest } = options;
  const all = Int32Array.from({ length: groups.length }, (_, u) => u);
  const estimates = statistics(all);
  const names = Object.keys(estimates) as K[];
  return bootstrapColumns({
    ...rest,
    groups,
    names,
    estimates,
    write: (units, out) => {
      const replicate = statistics(units);
      names.forEach((name, n) => (out[n] = replicate[name] ?? NaN));
    },
  });
}
