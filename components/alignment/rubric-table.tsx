import type { TRubricVersionRow } from "@/lib/alignment/alignment-api.types";
import { DeltaCell } from "./delta-cell";
import { formatMetric } from "./format-metric";

const METRICS = [
  ["kappa", "κ"],
  ["precision", "Precision"],
  ["recall", "Recall"],
  ["accuracy", "Accuracy"],
] as const;

/** Metrics per rubric version number; each change measured on the patches both rows hold. */
export function RubricTable({ rows }: { rows: TRubricVersionRow[] }) {
  return (
    <div className="table-wrap scroll">
      <table className="data" aria-label="Rubric versions">
        <thead>
          <tr>
            <th scope="col">Rubric version</th>
            <th scope="col">Bugs</th>
            <th scope="col">n</th>
            {METRICS.map(([key, label]) => (
              <th scope="col" key={key}>
                <span className="no-case">{label}</span>
              </th>
            ))}
            <th scope="col">Shared patches</th>
            {METRICS.map(([key, label]) => (
              <th scope="col" key={`d-${key}`}>
                <span className="no-case">Δ {label}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.number} data-testid={`rubric-row-${r.number}`}>
              <th scope="row">v{r.number}</th>
              <td>{r.bugs}</td>
              <td>{r.metrics.n}</td>
              {METRICS.map(([key]) => (
                <td key={key}>{formatMetric(r.metrics[key])}</td>
              ))}
              <td>{r.previousNumber === null ? "–" : `${r.shared} with v${r.previousNumber}`}</td>
              {METRICS.map(([key, label]) => (
                <td key={`d-${key}`}>
                  <DeltaCell
                    value={r.delta?.[key]}
                    label={`${label} vs rubric v${r.previousNumber ?? "?"}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
