import type { TRatingsImportReport } from "./import-ratings";

/** The ratings import report as the CLI prints it: totals, then up to 50 line errors. */
export function formatRatingsImportReport(options: { report: TRatingsImportReport }): string {
  const r = options.report;
  const head = r.written
    ? `Imported ${r.created} rating(s) from ${r.raters} rater(s) (${r.unchanged} unchanged, ${r.addedPatches} patch(es) added to the campaign).`
    : r.errors.length > 0 && !r.skipInvalid
      ? `Nothing imported: ${r.invalidLines} of ${r.totalLines} line(s) are invalid (use --skip-invalid to import the rest).`
      : `Nothing to import: ${r.unchanged} rating(s) already recorded.`;
  const errors = r.errors.slice(0, 50).map((e) => `  line ${e.line} ${e.field}: ${e.message}`);
  const more = r.errors.length > 50 ? [`  … and ${r.errors.length - 50} more`] : [];
  return [head, ...errors, ...more].join("\n");
}
