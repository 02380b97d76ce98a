/** One rubric's latest version compared with its draft (paper §4.2.1). */
export type TRubricAnalyticsRow = {
  bugId: string;
  status: string;
  versions: number;
  distance: number;
  normalized: number;
  added: number;
  deleted: number;
  modified: number;
  /** Every theme of every edit of the latest version (repeats count once per edit). */
  themes: string[];
};

export type TStats = { median: number; mean: number; max: number };

export type TRubricAnalytics = {
  rubrics: number;
  modified: number;
  modificationRate: number;
  distance: TStats;
  normalized: TStats;
  withAdditions: number;
  withDeletions: number;
  withModifications: number;
  themeCounts: Record<string, number>;
  cdf: { x: number; y: number }[];
};

const stats = (values: number[]): TStats => {
  if (values.length === 0) return { median: 0, mean: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return {
    median,
    mean: sorted.reduce((s, v) => s + v, 0) / sorted.length,
    max: sorted[sorted.length - 1]!,
  };
};

const empiricalCdf = (values: number[]): { x: number; y: number }[] => {
  const sorted = [...values].sort((a, b) => a - b);
  const cdf: { x: number; y: number }[] = [];
  sorted.forEach((x, i) => {
    if (sorted[i + 1] === x) return;
    cdf.push({ x, y: (i + 1) / sorted.length });
  });
  return cdf;
};

/** Modification rate, edit distances, edit types, themes and the CDF of Figure 2 (paper §5.1) over a project's rubrics. */
export function summarizeRubricAnalytics(options: {
  rubrics: readonly TRubricAnalyticsRow[];
}): TRubricAnalytics {
  const { rubrics } = options;
  const count = (pick: (r: TRubricAnalyticsRow) => boolean) => rubrics.filter(pick).length;
  const modified = count((r) => r.distance > 0);
  const themeCounts: Record<string, number> = {};
  for (const theme of rubrics.flatMap((r) => r.themes))
    themeCounts[theme] = (themeCounts[theme] ?? 0) + 1;
  const normalized = rubrics.map((r) => r.normalized);
  return {
    rubrics: rubrics.length,
    modified,
    modificationRate: rubrics.length ? modified / rubrics.length : 0,
    distance: stats(rubrics.map((r) => r.distance)),
    normalized: stats(normalized),
    withAdditions: count((r) => r.added > 0),
    withDeletions: count((r) => r.deleted > 0),
    withModifications: count((r) => r.modified > 0),
    themeCounts,
    cdf: empiricalCdf(normalized),
  };
}
