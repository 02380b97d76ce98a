import Link from "next/link";
import type { TImportReport } from "@/lib/import/schemas";

const SHOWN_ERRORS = 200;

/** What an import did, or why it wrote nothing, with every bad line. */
export function ImportReport({ report, slug }: { report: TImportReport; slug: string }) {
  const failed = report.errorCount > 0 && !report.written;
  return (
    <section className="panel" data-testid="import-report" aria-label="Import report">
      <h2>Import report · {report.fileName}</h2>
      {failed ? (
        <div className="alert error" role="alert">
          Nothing was imported: {report.invalidLines} of {report.totalLines} lines are invalid. Fix
          them, or tick “skip invalid” to import the {report.validLines} valid lines.
        </div>
      ) : report.written ? (
        <div className="alert success" role="status">
          Imported{" "}
          {report.created.bugs > 0
            ? `${report.created.bugs} bugs`
            : `${report.created.patches} patches (${report.created.sources} rows)`}
          . <Link href={`/projects/${slug}`}>Browse the project →</Link>
        </div>
      ) : (
        <div className="alert warn" role="status">
          Nothing new to import: every row is already in the project.
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
          <h3 style={{ marginTop: 16 }}>Errors ({report.errorCount})</h3>
          <div className="table-wrap">
            <table className="data" data-testid="import-errors">
              <thead>
                <tr>
                  <th>Line</th>
                  <th>Field</th>
                  <th>Problem</th>
                </tr>
              </thead>
              <tbody>
                {report.errors.slice(0, SHOWN_ERRORS).map((e, i) => (
                  <tr key={i}>
                    <td>{e.line}</td>
                    <td className="mono">{e.field}</td>
                    <td>{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
