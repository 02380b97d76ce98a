"use client";

import { ci, fmt } from "@/components/agreement/format";
import type { TGetRunComparisonResponse } from "@/lib/research/research-api.types";
import { countNoun } from "@/lib/text/count-noun";
import { describeComparison, formatP } from "./describe-comparison";

type TComparison = TGetRunComparisonResponse;

const interval = (d: { estimate: number | null; low: number | null; high: number | null }) =>
  ci({ value: d.estimate, low: d.low, high: d.high });

/** McNemar's tests and the 2×2 of the verdicts, then each run against the consensus. */
export function CompareSummary({ comparison: c }: { comparison: TComparison }) {
  const s = c.summary;
  const k = s.consensus;
  return (
    <section className="panel" aria-labelledby="compare-summary" data-testid="compare-summary">
      <h2 id="compare-summary">McNemar&apos;s test</h2>
      <p data-testid="compare-reading">{describeComparison(c)}</p>
      <div className="grid-2">
        <div className="table-wrap">
          <table className="data" aria-label="Verdicts of run A and run B" data-testid="two-by-two">
            <thead>
              <tr>
                <th scope="col">
                  {countNoun({ count: s.paired, one: "patch", other: "patches" })}
                </th>
                <th scope="col">B VALID</th>
                <th scope="col">B INVALID</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">A VALID</th>
                <td className="num" data-testid="both-valid">
                  {s.bothValid}
                </td>
                <td className="num" data-testid="only-a-valid">
                  {s.onlyAValid}
                </td>
              </tr>
              <tr>
                <th scope="row">A INVALID</th>
                <td className="num" data-testid="only-b-valid">
                  {s.onlyBValid}
                </td>
                <td className="num" data-testid="both-invalid">
                  {s.bothInvalid}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <dl className="kv">
          <dt>McNemar exact p, verdicts</dt>
          <dd data-testid="p-verdicts">{formatP(s.verdicts.pValue)}</dd>
          <dt>McNemar exact p, right against the consensus</dt>
          <dd data-testid="p-consensus">{k ? formatP(k.mcnemar.pValue) : "—"}</dd>
          <dt>Consensus</dt>
          <dd>
            {c.campaign
              ? `${c.campaign.name} (${countNoun({ count: k?.n ?? 0, one: "paired patch", other: "paired patches" })})`
              : "none"}
          </dd>
        </dl>
      </div>
      {k && (
        <div className="table-wrap" style={{ marginTop: 12 }}>
          <table className="data" aria-label="Each run against the consensus">
            <thead>
              <tr>
                <th scope="col">Run</th>
                <th scope="col">Right</th>
                <th scope="col">
                  <span className="no-case">κ</span>
                </th>
                <th scope="col">Accuracy</th>
              </tr>
            </thead>
            <tbody>
              {(
                [
                  ["A", c.runA.label, k.bothRight + k.onlyA, k.kappaA, k.accuracyA],
                  ["B", c.runB.label, k.bothRight + k.onlyB, k.kappaB, k.accuracyB],
                ] as const
              ).map(([id, label, right, kappa, accuracy]) => (
                <tr key={id} data-testid={`consensus-${id}`}>
                  <th scope="row">
                    {id} · {label}
                  </th>
                  <td className="num">
                    {right} of {k.n}
                  </td>
                  <td className="num">{fmt(kappa)}</td>
                  <td className="num">{fmt(accuracy)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">A − B</th>
                <td />
                <td className="num">
                  {fmt(k.kappaDifference.estimate)} {interval(k.kappaDifference)}
                </td>
                <td className="num">
                  {fmt(k.accuracyDifference.estimate)} {interval(k.accuracyDifference)}
                </td>
              </tr>
            </tbody>
          </table>
          <p className="subtle">
            Intervals: {Math.round(c.bootstrap.level * 100)}% bootstrap over bugs,{" "}
            {c.bootstrap.replicates} replicates, seed {c.bootstrap.seed}. Counted as missing in the
            consensus: {c.missing.length ? c.missing.join(", ") : "nothing"}.
          </p>
        </div>
      )}
    </section>
  );
}
