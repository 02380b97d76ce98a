import type { TImportReport } from "./schemas";
import { countNoun } from "@/lib/text/count-noun";

/** The import report as terminal text. */
export function formatImportReport(options: { report: TImportReport; maxErrors?: number }): string {
  const { report, maxErrors = 50 } = options;
  const lines: string[] = [];
  if (report.written) {
    lines.push(
      `Imported ${report.kind} from ${report.fileName}: ${countNoun({ count: report.created.bugs, one: "bug" })}, ${countNoun({ count: report.created.patches, one: "patch", other: "patches" })} (${countNoun({ count: report.created.sources, one: "row" })}).`,
    );
  } else if (report.errorCount > 0) {
    lines.push(
      `Nothing imported from ${report.fileName}: ${report.invalidLines} of ${countNoun({ count: report.totalLines, one: "line" })} ${countNoun({ count: report.invalidLines, one: "is", other: "are", withCount: false })} invalid (use --skip-invalid to import the valid ones).`,
    );
  } else {
    lines.push(
      `Nothing new in ${report.fileName}: every row is already in the project (${countNoun({ count: report.totalLines, one: "line" })} read).`,
    );
  }
  lines.push(
    `  lines ${report.totalLines}, valid ${report.validLines}, invalid ${report.invalidLines}, unchanged ${report.unchanged}, identical patches merged ${report.merged}`,
  );
  for (const w of report.warnings) lines.push(`  warning: ${w}`);
  for (const e of report.errors.slice(0, maxErrors))
    lines.push(`  line ${e.line}: ${e.field}: ${e.message}`);
  const shown = Math.min(maxErrors, report.errors.length);
  if (report.errorCount > shown) {
    const more =
      report.errors.length > shown ? ` (--json prints the first ${report.errors.length})` : "";
    lines.push(`  …and ${report.errorCount - shown} more errors${more}.`);
  }
  return lines.join("\n");
}
