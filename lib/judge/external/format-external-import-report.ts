import type { TExternalImportReport } from "./import-external-verdicts";

/** The external verdicts import report as the CLI prints it: the runs made (or found unchanged), then up to 50 line errors. */
export function formatExternalImportReport(options: { report: TExternalImportReport }): string {
  const r = options.report;
  const unchanged = r.errorCount === 0 && r.runs.some((run) => run.unchanged);
  const head = r.written
    ? `Imported ${r.runs.filter((run) => run.id && !run.unchanged).length} external run(s) from ${r.fileName} (${r.format}, ${r.totalLines} line(s)):`
    : unchanged
      ? `Nothing imported: ${r.fileName} is already imported, every run unchanged.`
      : `Nothing imported: ${r.invalidLines} of ${r.totalLines} line(s) are invalid (${r.errorCount} problem(s)).`;
  const runs =
    r.written || unchanged
      ? r.runs.map(
          (run) =>
            `  ${run.id ?? "(no verdict)"}  ${run.name} v${run.version ?? "-"}${run.unchanged ? " (unchanged)" : ""}: ${run.results} verdict(s), ${run.valid} VALID, ${run.invalid} INVALID, ${run.abstained} without a verdict, ${run.scored} scored`,
        )
      : [];
  const errors = r.errors.slice(0, 50).map((e) => `  line ${e.line} ${e.field}: ${e.message}`);
  const more = r.errorCount > 50 ? [`  … and ${r.errorCount - 50} more`] : [];
  return [head, ...runs, ...errors, ...more].join("\n");
}
