"use client";

import { useState } from "react";
import type { TGuidanceProposalWire } from "@/lib/tuning/guidance-api.types";
import { QueryErrorBanner } from "@/components/ui/query-error-banner";
import { GuidanceReview } from "./guidance-review";
import { RefineForm } from "./refine-form";
import { useJudgeGuidance } from "./use-judge-guidance";

/**
 * The refine page's body: the form, the proposal under review (the one just proposed, or one
 * chosen from the list) and the earlier proposals. Once loaded, a failed refresh is a banner
 * above them: the form and the lines being reviewed stay as typed.
 */
export function RefinePage(props: { slug: string }) {
  const { slug } = props;
  const data = useJudgeGuidance(slug);
  const [chosen, setChosen] = useState<TGuidanceProposalWire | null>(null);
  if (!data.data)
    return data.isError ? (
      <QueryErrorBanner query={data} />
    ) : (
      <div className="panel subtle">Loading…</div>
    );
  const { proposals, options } = data.data;
  const current =
    (chosen && (proposals.find((p) => p.id === chosen.id) ?? chosen)) ??
    proposals.find((p) => p.status === "proposed") ??
    null;
  return (
    <>
      <QueryErrorBanner query={data} />
      <RefineForm slug={slug} options={options} onProposed={setChosen} />
      {current && <GuidanceReview key={current.id} slug={slug} proposal={current} />}
      <section className="panel" aria-label="Earlier proposals">
        <h2>Proposals</h2>
        {proposals.length === 0 ? (
          <div className="subtle">No proposal yet.</div>
        ) : (
          <div className="table-wrap">
            <table className="data">
              <thead>
                <tr>
                  <th>Proposed</th>
                  <th>Configuration</th>
                  <th>Campaign</th>
                  <th>Seed</th>
                  <th>Lines</th>
                  <th>Status</th>
                  <th>Result</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {proposals.map((p) => (
                  <tr key={p.id} aria-current={p.id === current?.id ? "true" : undefined}>
                    <td className="nowrap">{new Date(p.createdAt).toLocaleString()}</td>
                    <td>
                      {p.baseConfig.name} v{p.baseConfig.version}
                    </td>
                    <td>{p.campaign.name}</td>
                    <td>{p.seed}</td>
                    <td>{p.lines.length}</td>
                    <td>{p.status}</td>
                    <td>
                      {p.resultConfig ? `v${p.resultConfig.version}` : p.reason ? p.reason : ""}
                    </td>
                    <td>
                      <button type="button" className="button" onClick={() => setChosen(p)}>
                        {p.status === "proposed" ? "Review" : "Show"}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
