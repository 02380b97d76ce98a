"use client";

import { useGradedAgreement } from "./use-graded-agreement";

const share = (x: number | null) => (x === null ? "—" : `${Math.round(x * 100)}%`);
const kappa = (x: number | null) => (x === null ? "—" : x.toFixed(3));

/**
 * "Graded agreement with raters": the judge's grade against the raters' median grade per patch
 * (a half grade rounds down): quadratic- and linear-weighted κ, exact agreement, the grade ×
 * grade confusion table and κ per dimension both sides grade.
 */
export function GradedAgreement(props: { slug: string; runId: string }) {
  const query = useGradedAgreement(props.slug, props.runId, true);
  const d = query.data;
  const r = d?.result;
  return (
    <section
      aria-label="Graded agreement with raters"
      className="panel"
      style={{ marginBottom: 16 }}
    >
      <h2 style={{ marginTop: 0 }}>Graded agreement with raters</h2>
      {query.isError && (
        <div className="alert error" role="alert">
          {query.error.message}
        </div>
      )}
      {!d && !query.isError && <div className="subtle">Loading…</div>}
      {d?.unavailable && <div className="subtle">{d.unavailable}</div>}
      {d && r && d.campaign && (
        <>
          <p className="subtle" style={{ marginTop: 0 }}>
            The judge&apos;s grade against the median grade of the raters of{" "}
            <strong>{d.campaign.name}</strong> (between two middle grades, the lower one). {r.n}{" "}
            patch{r.n === 1 ? "" : "es"} compared
            {d.hidden > 0 ? `, ${d.hidden} hidden while you label them` : ""}.
            {d.overridden > 0
              ? ` ${d.overridden} verdict${d.overridden === 1 ? "'s label" : "s' labels"} contradicted the grade and ${d.overridden === 1 ? "was" : "were"} set from it.`
              : ""}
          </p>
          <dl
            data-testid="graded-figures"
            style={{ display: "flex", gap: 32, margin: "8px 0 12px" }}
          >
            <div>
              <dt>Quadratic-weighted κ</dt>
              <dd data-testid="graded-kappa-quadratic">{kappa(r.quadratic)}</dd>
            </div>
            <div>
              <dt>Linear-weighted κ</dt>
              <dd data-testid="graded-kappa-linear">{kappa(r.linear)}</dd>
            </div>
            <div>
              <dt>Exact agreement</dt>
              <dd data-testid="graded-exact">{share(r.exact)}</dd>
            </div>
          </dl>
          {r.reason && <p className="subtle">κ undefined: {r.reason}.</p>}
          <div className="table-wrap">
            <table className="data" aria-label="Judge grade by raters' grade">
              <thead>
                <tr>
                  <th scope="col">Judge ↓ / raters →</th>
                  {d.grades.map((g) => (
                    <th scope="col" key={g.value} title={g.label}>
                      {g.value}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {r.confusion.map((row, i) => (
                  <tr key={i}>
                    <th scope="row" title={d.grades[i]?.label}>
                      {i + 1} {d.grades[i]?.label}
                    </th>
                    {row.map((count, j) => (
                      <td key={j} style={i === j ? { fontWeight: 600 } : undefined}>
                        {count}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {r.dimensions.length > 0 && (
            <div className="table-wrap">
              <table className="data" aria-label="Graded agreement per dimension">
                <thead>
                  <tr>
                    <th scope="col">Dimension</th>
                    <th scope="col">n</th>
                    <th scope="col">Quadratic κ</th>
                    <th scope="col">Linear κ</th>
                    <th scope="col">Exact</th>
                  </tr>
                </thead>
                <tbody>
                  {r.dimensions.map((dim) => (
                    <tr key={dim.key} data-testid="graded-dimension-row">
                      <td className="mono">{dim.key}</td>
                      <td>{dim.n}</td>
                      <td>{kappa(dim.quadratic)}</td>
                      <td>{kappa(dim.linear)}</td>
                      <td>{share(dim.exact)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
