import Link from "next/link";
import type { TImportReport } from "@/lib/import/schemas";
import { countNoun } from "@/lib/text/count-noun";
import { LineErrorsTable } from "./line-errors-table";

const SHOWN_ERRORS = 200;
const n = (count: number, one: string, other?: string) => countNoun({ count, one, other });
const isAre = (count: number) => countNoun({ count, one: "is", other: "are", withCount: false });

/** What an import did, or why it wrote nothing, with every bad line. */
export function ImportReport({ report, slug }: { report: TImportReport; slug: string }) {
  const failed = report.errorCount > 0 && !report.written;
  return (
    <section className="panel" data-testid="import-report" aria-label="Import report">
      <h2>Import report · {report.fileName}</h2>
      {failed ? (
        <div className="alert error" role="alert">
          Nothing was imported: {report.invalidLines} of {n(report.totalLines, "line")}{" "}
          {isAre(report.invalidLines)} invalid. Fix them, or tick “skip invalid” to import the{" "}
          {n(report.validLines, "valid line")}.
        </div>
      ) : report.written ? (
        <div className="alert success" role="status">
          Imported{" "}
          {report.created.bugs > 0
            ? n(report.created.bugs, "bug")
            : `${n(report.created.patches, "patch", "patches")} (${n(report.created.sources, "row")})`}
          . <Link href={`/projects/${slug}`}>Browse the project →</Link>
        </div>
      ) : (
        <div className="alert warn" role="status">
          Nothing new to import: every row is already in the project.
        </div>
      )}
      {!failed && report.errorCount > 0 && (
        <div className="alert warn" role="status" data-testid="import-skipped">
          Skipped {n(report.invalidLines, "invalid line")}: listed below, not imported.
        </div>
      )}
      <dl className="kv">
        <dt>Kind</dt>
        <dd>{report.kind}</dd>
        <dt>Lines read</dt>
        <dd>{report.totalLines}</dd>
        <dt>Valid / invalid</dt>
        <dd>
          {report.validLines} / {report.invalidLines}
        </dd>
        <dt>Unchanged</dt>
        <dd>{report.unchanged}</dd>
        <dt>Identical patches merged</dt>
        <dd data-testid="merged-count">{report.merged}</dd>
      </dl>
      {report.warnings.map((w) => (
        <div key={w} className="alert warn">
          {w}
        </div>
      ))}
      {report.errors.length > 0 && (
        <>
          <h3 style={{ marginTop: 16 }}>
            {report.written ? "Skipped lines" : "Errors"} ({report.errorCount})
          </h3>
          <LineErrorsTable errors={report.errors.slice(0, SHOWN_ERRORS)} testId="import-errors" />
          {report.errorCount > Math.min(SHOWN_ERRORS, report.errors.length) && (
            <div className="subtle">
              …and {report.errorCount - Math.min(SHOWN_ERRORS, report.errors.length)} more.
            </div>
          )}
        </>
      )}
    </section>
  );
}
