import type { TRatingsImportReport } from "./import-ratings";
import { countNoun } from "@/lib/text/count-noun";

/** The ratings import report as the CLI prints it: totals, then up to 50 line errors. */
export function formatRatingsImportReport(options: { report: TRatingsImportReport }): string {
  const r = options.report;
  const head = r.written
    ? `Imported ${countNoun({ count: r.created, one: "rating" })} from ${countNoun({ count: r.raters, one: "rater" })} (${r.unchanged} unchanged, ${countNoun({ count: r.addedPatches, one: "patch", other: "patches" })} added to the campaign).`
    : r.errors.length > 0 && !r.skipInvalid
      ? `Nothing imported: ${r.invalidLines} of ${countNoun({ count: r.totalLines, one: "line" })} ${countNoun({ count: r.invalidLines, one: "is", other: "are", withCount: false })} invalid (use --skip-invalid to import the rest).`
      : `Nothing to import: ${countNoun({ count: r.unchanged, one: "rating" })} already recorded.`;
  const errors = r.errors.slice(0, 50).map((e) => `  line ${e.line} ${e.field}: ${e.message}`);
  const more = r.errors.length > 50 ? [`  … and ${r.errors.length - 50} more`] : [];
  return [head, ...errors, ...more].join("\n");
}
