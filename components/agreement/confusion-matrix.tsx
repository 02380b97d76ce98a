import type { TJudgeBenchmark } from "@/lib/agreement/dashboard-types";

/** The judge against the consensus as a 2×2 table, VALID positive: rows the judge, columns the consensus. */
export function ConfusionMatrix({ title, m }: { title: string; m: TJudgeBenchmark }) {
  const cell = (label: string, n: number, good: boolean) => (
    <td className={`confusion-cell ${good ? "agree" : "disagree"}`}>
      <span className="confusion-n">{n}</span> <span className="confusion-tag">{label}</span>
    </td>
  );
  return (
    <table className="data confusion">
      <caption>
        {title} <span className="subtle">(n = {m.n})</span>
      </caption>
      <thead>
        <tr>
          <td />
          <th scope="col">Consensus VALID</th>
          <th scope="col">Consensus INVALID</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Judge VALID</th>
          {cell("TP", m.tp, true)}
          {cell("FP", m.fp, false)}
        </tr>
        <tr>
          <th scope="row">Judge INVALID</th>
          {cell("FN", m.fn, false)}
          {cell("TN", m.tn, true)}
        </tr>
      </tbody>
    </table>
  );
}
