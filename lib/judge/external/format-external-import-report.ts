import type { TExternalImportReport } from "./import-external-verdicts";
import { countNoun } from "@/lib/text/count-noun";

/** The external verdicts import report as the CLI prints it: the runs made (or found unchanged), then up to 50 line errors. */
export function formatExternalImportReport(options: { report: TExternalImportReport }): string {
  const r = options.report;
  const unchanged = r.errorCount === 0 && r.runs.some((run) => run.unchanged);
  const head = r.written
    ? `Imported ${countNoun({ count: r.runs.filter((run) => run.id && !run.unchanged).length, one: "external run" })} from ${r.fileName} (${r.format}, ${countNoun({ count: r.totalLines, one: "line" })}):`
    : unchanged
      ? `Nothing imported: ${r.fileName} is already imported, every run unchanged.`
      : `Nothing imported: ${r.invalidLines} of ${countNoun({ count: r.totalLines, one: "line" })} ${countNoun({ count: r.invalidLines, one: "is", other: "are", withCount: false })} invalid (${countNoun({ count: r.errorCount, one: "problem" })}).`;
  const runs =
    r.written || unchanged
      ? r.runs.map(
          (run) =>
            `  ${run.id ?? "(no verdict)"}  ${run.name} v${run.version ?? "-"}${run.unchanged ? " (unchanged)" : ""}: ${countNoun({ count: run.results, one: "verdict" })}, ${run.valid} VALID, ${run.invalid} INVALID, ${run.abstained} without a verdict, ${run.scored} scored`,
        )
      : [];
  const errors = r.errors.slice(0, 50).map((e) => `  line ${e.line} ${e.field}: ${e.message}`);
  const more = r.errorCount > 50 ? [`  … and ${r.errorCount - 50} more`] : [];
  return [head, ...runs, ...errors, ...more].join("\n");
}
