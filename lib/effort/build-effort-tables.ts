import type { TTable } from "@/lib/tables/table-formats";
import type { TEffortSummary } from "./summarize-effort";

const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 100) / 10);

/** The effort report as two tables (per bug, per rater), times in seconds to 0.1 s: the CLI's text output. */
export function buildEffortTables(options: { report: TEffortSummary }): {
  bugs: TTable;
  raters: TTable;
} {
  const { report } = options;
  const totals = { bugId: "all bugs", ...report.totals };
  return {
    bugs: {
      caption: "Rubric time against rating time per bug (active seconds)",
      columns: [
        "bug",
        "rubric s",
        "saves",
        "review s",
        "reviews",
        "rating s",
        "ratings",
        "patches",
        "median rating s",
        "(rubric+review)/rating",
      ],
      rows: [...report.bugs, totals].map((b) => [
        b.bugId,
        seconds(b.rubricMs),
        b.rubricSaves,
        seconds(b.reviewMs),
        b.reviews,
        seconds(b.ratingMs),
        b.ratings,
        b.patches,
        seconds(b.medianRatingMs),
        b.ratio,
      ]),
    },
    raters: {
      caption: "Time on item per rater (active seconds)",
      columns: ["rater", "ratings", "total s", "median s"],
      rows: report.raters.map((r) => [
        r.raterName,
        r.ratings,
        seconds(r.totalMs),
        seconds(r.medianMs),
      ]),
    },
  };
}
