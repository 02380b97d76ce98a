/** One timed piece of work: a rubric save or review decision (by bug), or a rating (by bug, patch and rater). */
export type TEffortRubricEntry = { bugId: string; ms: number | null };
export type TEffortRatingEntry = {
  bugId: string;
  patchId: string;
  /** The rater's stable key (user id or an imported rater's key). */
  raterKey: string;
  raterName: string;
  ms: number | null;
};

export type TEffortBugRow = {
  bugId: string;
  /** Active editing time of the bug's rubric (every save), and the saves that reported one. */
  rubricMs: number;
  rubricSaves: number;
  /** Active time of its review decisions, and the decisions that reported one. */
  reviewMs: number;
  reviews: number;
  /** Raters' active time on the bug's patches: the ratings that reported one, their patches, total and median per rating. */
  ratings: number;
  patches: number;
  ratingMs: number;
  medianRatingMs: number | null;
  /** (rubricMs + reviewMs) / ratingMs: null when no rating time was reported. */
  ratio: number | null;
};
export type TEffortRaterRow = {
  raterKey: string;
  raterName: string;
  ratings: number;
  totalMs: number;
  medianMs: number | null;
};
export type TEffortSummary = {
  bugs: TEffortBugRow[];
  raters: TEffortRaterRow[];
  totals: Omit<TEffortBugRow, "bugId">;
  /** Rows stored without a time (before it was recorded, imported ratings): left out of every figure. */
  unmeasured: { rubricSaves: number; reviews: number; ratings: number };
};

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const measured = <T extends { ms: number | null }>(rows: T[]) =>
  rows.filter((r): r is T & { ms: number } => r.ms !== null);

function figures(options: {
  edits: TEffortRubricEntry[];
  reviews: TEffortRubricEntry[];
  ratings: TEffortRatingEntry[];
}): Omit<TEffortBugRow, "bugId"> {
  const edits = measured(options.edits).map((e) => e.ms);
  const reviews = measured(options.reviews).map((e) => e.ms);
  const ratings = measured(options.ratings);
  const rubricMs = sum(edits);
  const reviewMs = sum(reviews);
  const ratingMs = sum(ratings.map((r) => r.ms));
  return {
    rubricMs,
    rubricSaves: edits.length,
    reviewMs,
    reviews: reviews.length,
    ratings: ratings.length,
    patches: new Set(ratings.map((r) => r.patchId)).size,
    ratingMs,
    medianRatingMs: median(ratings.map((r) => r.ms)),
    ratio: ratingMs > 0 ? (rubricMs + reviewMs) / ratingMs : null,
  };
}

/**
 * Time to refine a rubric against the time raters spend on that bug's patches (paper 001 §8):
 * per bug, the rubric's active editing and review time, the raters' total and median time per
 * rating (one rater on one patch) and their ratio; per rater, the median time on item and the
 * count. Labels are not an input: nothing here can reveal one. Pure; sorted by bug and rater.
 */
export function summarizeEffort(options: {
  edits: TEffortRubricEntry[];
  reviews: TEffortRubricEntry[];
  ratings: TEffortRatingEntry[];
}): TEffortSummary {
  const { edits, reviews, ratings } = options;
  const bugIds = [...new Set([...edits, ...reviews, ...ratings].map((r) => r.bugId))].sort();
  const of = <T extends { bugId: string }>(rows: T[], bugId: string) =>
    rows.filter((r) => r.bugId === bugId);
  const bugs = bugIds.map((bugId) => ({
    bugId,
    ...figures({
      edits: of(edits, bugId),
      reviews: of(reviews, bugId),
      ratings: of(ratings, bugId),
    }),
  }));
  const byRater = new Map<string, { name: string; ms: number[] }>();
  for (const r of measured(ratings)) {
    const entry = byRater.get(r.raterKey) ?? { name: r.raterName, ms: [] };
    entry.ms.push(r.ms);
    byRater.set(r.raterKey, entry);
  }
  const raters = [...byRater.entries()]
    .map(([raterKey, { name, ms }]) => ({
      raterKey,
      raterName: name,
      ratings: ms.length,
      totalMs: sum(ms),
      medianMs: median(ms),
    }))
    .sort((a, b) => a.raterName.localeCompare(b.raterName) || a.raterKey.localeCompare(b.raterKey));
  const unmeasuredCount = (rows: { ms: number | null }[]) =>
    rows.filter((r) => r.ms === null).length;
  return {
    bugs,
    raters,
    totals: figures({ edits, reviews, ratings }),
    unmeasured: {
      rubricSaves: unmeasuredCount(edits),
      reviews: unmeasuredCount(reviews),
      ratings: unmeasuredCount(ratings),
    },
  };
}
