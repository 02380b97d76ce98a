import { JUDGE_METRICS, type TJudgeAgreement } from "@/lib/agreement/dashboard-types";
import { ci, fmt } from "./format";

/** A run's metrics on both benchmarks, each with its bootstrap interval. */
export function JudgeMetrics({ judge, level }: { judge: TJudgeAgreement; level: string }) {
  return (
    <table className="data metrics">
      <caption className="sr-only">
        Metrics of {judge.run.label} against the consensus, with {level} intervals
      </caption>
      <thead>
        <tr>
          <th scope="col">Metric</th>
          <th scope="col">Full</th>
          <th scope="col">Clear</th>
        </tr>
      </thead>
      <tbody>
        {JUDGE_METRICS.map((m) => (
          <tr key={m.key}>
            <th scope="row">{m.label}</th>
            {(["full", "clear"] as const).map((b) => (
              <td key={b} className="num">
                {fmt(judge[b][m.key].value)} <span className="ci">{ci(judge[b][m.key])}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
