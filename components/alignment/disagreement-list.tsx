import type { TAlignmentDisagreement } from "@/lib/alignment/alignment-api.types";

const badge = (label: string) => `badge ${label === "VALID" ? "ok" : "bad"}`;

/** Each patch where the judge and the consensus differ: the judge's side and the humans' side by side. */
export function DisagreementList({ items }: { items: TAlignmentDisagreement[] }) {
  if (items.length === 0)
    return <p className="subtle">The judge agrees with the consensus on every labelled patch.</p>;
  return (
    <ul className="disagreements" aria-label="Disagreements">
      {items.map((d) => (
        <li key={d.patchId} className="panel disagreement" data-testid="disagreement">
          <div className="disagreement-head">
            <strong>{d.patchId}</strong> <span className="subtle">bug {d.bugId}</span>
            {d.rubricVersion !== null && (
              <span className="badge info">rubric v{d.rubricVersion}</span>
            )}
          </div>
          <div className="grid-2">
            <section aria-label="Judge" data-testid="judge-side">
              <h4>
                Judge <span className={badge(d.judge.label)}>{d.judge.label}</span>
              </h4>
              <p className="justification">{d.judge.justification || "(no justification)"}</p>
            </section>
            <section aria-label="Consensus" data-testid="consensus-side">
              <h4>
                Consensus <span className={badge(d.consensus.label)}>{d.consensus.label}</span>{" "}
                <span className="subtle">{d.consensus.method}</span>
              </h4>
              {d.consensus.notes && (
                <p className="justification">
                  <em>Adjudication:</em> {d.consensus.notes}
                </p>
              )}
              <ul className="rater-justifications">
                {d.raters.map((r, i) => (
                  <li key={`${r.name}-${i}`}>
                    <span className={badge(r.label)}>{r.label}</span> <strong>{r.name}</strong>:{" "}
                    {r.justification || <span className="subtle">(no justification)</span>}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </li>
      ))}
    </ul>
  );
}
