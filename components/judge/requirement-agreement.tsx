"use client";

import { formatConfidence } from "./judge-format";
import { useRequirementAgreement } from "./use-requirement-agreement";

const share = (x: number | null) => (x === null ? "—" : `${Math.round(x * 100)}%`);

/**
 * "Per requirement": how often the judge's met / not met agrees with the majority of the
 * campaign's raters' checklist ticks, per bug and requirement, with Cohen's κ and an overall row.
 */
export function RequirementAgreement(props: { slug: string; runId: string }) {
  const query = useRequirementAgreement(props.slug, props.runId, true);
  const d = query.data;
  return (
    <section aria-label="Per requirement" className="panel" style={{ marginBottom: 16 }}>
      <h2 style={{ marginTop: 0 }}>Per requirement</h2>
      {query.isError && (
        <div className="alert error" role="alert">
          {query.error.message}
        </div>
      )}
      {!d && !query.isError && <div className="subtle">Loading…</div>}
      {d?.unavailable && <div className="subtle">{d.unavailable}</div>}
      {d && d.campaign && !d.unavailable && (
        <>
          <p className="subtle" style={{ marginTop: 0 }}>
            The judge&apos;s verdict per requirement against the majority of the raters of{" "}
            <strong>{d.campaign.name}</strong> (a tick is met, no tick not met); ties on either side
            are left out. {d.patches} patch{d.patches === 1 ? "" : "es"} judged
            {d.hidden > 0 ? `, ${d.hidden} hidden while you label them` : ""}.
          </p>
          <div className="table-wrap">
            <table className="data" aria-label="Agreement per requirement">
              <thead>
                <tr>
                  <th scope="col">Bug</th>
                  <th scope="col">#</th>
                  <th scope="col">Requirement</th>
                  <th scope="col">n</th>
                  <th scope="col">Agreement</th>
                  <th scope="col" style={{ textTransform: "none" }} title="Cohen's κ">
                    κ
                  </th>
                  <th scope="col">Judge met</th>
                  <th scope="col">Raters met</th>
                  <th scope="col">Ties</th>
                </tr>
              </thead>
              <tbody>
                {d.rows.map((r) => (
                  <tr
                    key={`${r.bug ?? ""}-${r.index ?? "all"}`}
                    data-testid="requirement-agreement-row"
                    style={r.bug === null ? { fontWeight: 600 } : undefined}
                  >
                    <td className="mono">{r.bug ?? "Overall"}</td>
                    <td className="mono">{r.index ?? ""}</td>
                    <td>{r.text ?? ""}</td>
                    <td>{r.n}</td>
                    <td>{share(r.agreement)}</td>
                    <td>{formatConfidence(r.kappa)}</td>
                    <td>{r.judgeMet}</td>
                    <td>{r.ratersMet}</td>
                    <td>{r.ties}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
