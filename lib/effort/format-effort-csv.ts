import { writeCsv } from "@/lib/tables/write-csv";
import type { TEffortBugRow } from "./summarize-effort";

const HEADER = [
  "bugId",
  "rubricMs",
  "rubricSaves",
  "reviewMs",
  "reviews",
  "ratingMs",
  "ratings",
  "patches",
  "medianRatingMs",
  "ratio",
] as const;

/** The effort report's per-bug rows as CSV (milliseconds; an empty cell where no rating time was reported). */
export function formatEffortCsv(options: { bugs: readonly TEffortBugRow[] }): string {
  const rows = options.bugs.map((b) => [
    b.bugId,
    b.rubricMs,
    b.rubricSaves,
    b.reviewMs,
    b.reviews,
    b.ratingMs,
    b.ratings,
    b.patches,
    b.medianRatingMs ?? "",
    b.ratio ?? "",
  ]);
  return writeCsv({ header: HEADER, rows });
}
