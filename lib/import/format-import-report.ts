import type { TImportReport } from "./schemas";

/** The import report as terminal text. */
export function formatImportReport(options: { report: TImportReport; maxErrors?: number }): string {
  const { report, maxErrors = 50 } = options;
  const lines: string[] = [];
  if (report.written) {
    lines.push(
      `Imported ${report.kind} from ${report.fileName}: ${report.created.bugs} bugs, ${report.created.patches} patches (${report.created.sources} rows).`,
    );
  } else if (report.errorCount > 0) {
    lines.push(
      `Nothing imported from ${report.fileName}: ${report.invalidLines} of ${report.totalLines} lines are invalid (use --skip-invalid to import the valid ones).`,
    );
  } else {
    lines.push(
      `Nothing new in ${report.fileName}: all ${report.totalLines} rows are already in the project.`,
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
