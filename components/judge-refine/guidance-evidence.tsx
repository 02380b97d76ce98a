import type { TGuidanceDisagreement } from "@/lib/tuning/schemas-guidance";

/** The disagreements a proposed line cites: the patch, what the judge said, what the reviewers said. */
export function GuidanceEvidence(props: { disagreements: readonly TGuidanceDisagreement[] }) {
  if (props.disagreements.length === 0) return <div className="subtle">Cites no disagreement.</div>;
  return (
    <ul className="guidance-evidence" style={{ margin: "4px 0 0", paddingLeft: 18 }}>
      {props.disagreements.map((d) => (
        <li key={d.patchId} style={{ marginBottom: 6 }}>
          <span className="mono">{d.patchId}</span> <span className="subtle">({d.bugId})</span>
          <div>
            Judge said{" "}
            <span className={`badge ${d.judgeLabel === "VALID" ? "ok" : "bad"}`}>
              {d.judgeLabel}
            </span>
            {d.judgeJustification.trim() ? `: ${d.judgeJustification.trim()}` : ""}
          </div>
          <div>
            Reviewers said{" "}
            <span className={`badge ${d.consensusLabel === "VALID" ? "ok" : "bad"}`}>
              {d.consensusLabel}
            </span>
            {d.consensusNotes.trim() ? `: ${d.consensusNotes.trim()}` : ""}
            {d.raters
              .filter((r) => r.justification.trim())
              .map((r, i) => (
                <div key={i} className="subtle">
                  Rater ({r.label}): {r.justification.trim()}
                </div>
              ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
