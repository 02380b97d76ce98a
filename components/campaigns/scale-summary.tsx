"use client";

import type { TRatingScale } from "@/lib/scales/schemas";

/** The campaign page's account of a graded scale: grades, definitions, threshold, dimensions. */
export function ScaleSummary({ scale }: { scale: TRatingScale }) {
  return (
    <details className="panel" data-testid="campaign-scale">
      <summary>
        Graded scale: {scale.grades.length} grades, VALID from grade {scale.validFrom}
        {scale.dimensions.length > 0 &&
          ` · dimensions: ${scale.dimensions.map((d) => d.name).join(", ")}`}
      </summary>
      <dl className="kv" style={{ marginTop: 8 }}>
        {scale.grades.map((g) => (
          <div key={g.value} style={{ display: "contents" }}>
            <dt>
              {g.value} {g.label}{" "}
              <span className={`badge ${g.value >= scale.validFrom ? "ok" : "bad"}`}>
                {g.value >= scale.validFrom ? "VALID" : "INVALID"}
              </span>
            </dt>
            <dd>{g.definition || <span className="subtle">no definition</span>}</dd>
          </div>
        ))}
        {scale.dimensions.map((d) => (
          <div key={d.key} style={{ display: "contents" }}>
            <dt>{d.name}</dt>
            <dd>{d.definition || <span className="subtle">no definition</span>}</dd>
          </div>
        ))}
      </dl>
      <div className="subtle">Fixed once the campaign was created.</div>
    </details>
  );
}
