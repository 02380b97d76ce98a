import type { TStudyReportResponse } from "@/lib/studies/studies-api.types";

type TCell = TStudyReportResponse["table1"][number];

const TITLES = [
  ["table1", "Table 1. Agreement with self-authored rubrics", "Fleiss’s or Cohen’s κ"],
  ["table2", "Table 2. Rater self-agreement: own rubric vs another rater’s", "Cohen’s κ"],
  ["table3", "Table 3. Pairs of raters using the same rubric", "Cohen’s κ"],
] as const;

/** The paper's Tables 1-3 (001 §2): κ to two decimals with n, "—" and the reason when undefined. */
export function StudyReportTables({ report }: { report: TStudyReportResponse }) {
  const names = new Map((report.raterNames ?? []).map((r) => [r.position, r.name]));
  const who = (cell: TCell) =>
    names.size > 0 ? cell.positions.map((p) => `${p}: ${names.get(p) ?? "?"}`).join(", ") : null;
  return (
    <>
      {TITLES.map(([key, title, statistic]) => (
        <section className="panel" key={key} data-testid={`study-${key}`}>
          <h2>{title}</h2>
          <div className="table-wrap">
            <table className="data">
              <thead>
                <tr>
                  <th>{key === "table2" ? "Rater" : "Raters"}</th>
                  <th>Rubric</th>
                  <th>{statistic}</th>
                  <th>n</th>
                </tr>
              </thead>
              <tbody>
                {report[key].map((cell) => (
                  <tr key={cell.raters + cell.rubric}>
                    <td>
                      {cell.raters}
                      {who(cell) && <div className="subtle">{who(cell)}</div>}
                    </td>
                    <td>{cell.rubric}</td>
                    <td data-testid="kappa" className="mono">
                      {cell.kappa === null ? (
                        <span title={cell.reason ?? ""}>
                          —<div className="subtle">{cell.reason}</div>
                        </span>
                      ) : (
                        cell.kappa.toFixed(2)
                      )}
                    </td>
                    <td data-testid="n">{cell.n}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
