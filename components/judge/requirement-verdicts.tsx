"use client";

import type { TJudgeResultDetail } from "@/lib/judge/judge-api.types";

type TVerdicts = NonNullable<TJudgeResultDetail["requirements"]>[number]["verdicts"];

/** One judge sample's verdict per rubric requirement: met or not, the requirement and the judge's note. */
export function RequirementVerdicts({ verdicts }: { verdicts: TVerdicts }) {
  if (verdicts.length === 0)
    return <div className="subtle">No requirement verdicts in this answer.</div>;
  return (
    <div className="table-wrap" style={{ marginTop: 6 }}>
      <table className="data" aria-label="Requirement verdicts">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Requirement</th>
            <th scope="col">Judge</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {verdicts.map((v) => (
            <tr key={v.index} data-testid="requirement-verdict">
              <td className="mono">{v.index}</td>
              <td>{v.text ?? <span className="subtle">(not in this rubric version)</span>}</td>
              <td className={v.met ? "ok-text" : "bad-text"}>{v.met ? "✓ met" : "✗ not met"}</td>
              <td>{v.note || <span className="subtle">no note</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
