"use client";

import { ScaleSummary } from "./scale-summary";
import Link from "next/link";
import { campaignUrl } from "./campaign-keys";
import { ConsensusHistory } from "./consensus-history";
import { PeopleEditor } from "./people-editor";
import { PhaseControls } from "./phase-controls";
import { RatingsImportForm } from "./ratings-import-form";
import { ReviewReasons } from "./review-reasons";
import { useCampaign } from "./use-campaign";
import { countNoun } from "@/lib/text/count-noun";
import { QueryErrorBanner } from "@/components/ui/query-error-banner";

const pct = (done: number, total: number) => `${Math.round((100 * done) / Math.max(1, total))}%`;

/**
 * The lead's view of a campaign: phase, progress overall and per rater (counts only), people,
 * ratings import, and after the reveal the labels export. It polls; a failed poll is a banner
 * above the page, which stays (people ticked, an import file chosen) as it was.
 */
export function CampaignOverview({ slug, campaignId }: { slug: string; campaignId: string }) {
  const query = useCampaign(slug, campaignId);
  if (!query.data)
    return query.isError ? (
      <QueryErrorBanner query={query} />
    ) : (
      <div className="subtle">Loading…</div>
    );
  const o = query.data;
  const c = o.campaign;
  // A benchmark campaign's draw, kept so it can be redrawn (lib/benchmark).
  const drawn = c.selection as { kind?: string; k?: number; seed?: number } | null;
  const base = `/projects/${slug}/campaigns/${campaignId}`;
  return (
    <>
      <QueryErrorBanner query={query} />
      <div className="page-head">
        <div>
          <h1>
            {c.name}{" "}
            <span className="badge info" data-testid="campaign-phase">
              {c.phase}
            </span>
          </h1>
          <div className="subtle">
            {countNoun({ count: o.patches, one: "patch", other: "patches" })} ·{" "}
            {c.kind === "external"
              ? `${countNoun({ count: o.external.ratings, one: "imported rating" })} from ${countNoun({ count: o.external.raters, one: "rater" })}`
              : `${countNoun({ count: c.ratersPerPatch, one: "rater" })} per patch`}
            {drawn?.kind === "benchmark"
              ? ` · drawn from agent samples (k = ${drawn.k}, seed ${drawn.seed})`
              : ""}
            {c.scale ? ` · graded 1–${c.scale.grades.length}` : ""}
            {c.allowUnsure ? " · UNSURE allowed" : ""}
            {c.showGroundTruth ? " · raters see the developer fix" : ""}
          </div>
        </div>
        <div className="toolbar" style={{ marginBottom: 0 }}>
          {o.raters.some((r) => r.active && r.hasRole && r.userId === o.viewerId) && (
            <Link className="button" href={`${base}/rate`}>
              Rate
            </Link>
          )}
          {c.phase !== "labelling" && (
            <>
              {/* Labels leave the campaign only after the reveal (the route refuses before). */}
              <a
                className="button"
                href={campaignUrl(slug, campaignId, "/ratings/export?format=csv")}
                download
              >
                Export labels
              </a>
              <a
                className="button"
                href={campaignUrl(slug, campaignId, "/ratings/export?format=jsonl")}
                title="Export labels as JSONL"
                download
              >
                JSONL
              </a>
              <Link className="button primary" href={`${base}/adjudicate`}>
                Adjudication
              </Link>
            </>
          )}
        </div>
      </div>
      {c.scale && <ScaleSummary scale={c.scale} />}
      <section className="panel" aria-label="Progress">
        <h2>Progress</h2>
        {c.kind !== "external" && (
          <>
            <div className="subtle" data-testid="overall-progress">
              {o.progress.done} of {o.progress.assignments} labels (
              {pct(o.progress.done, o.progress.assignments)})
            </div>
            <div
              className="progress"
              role="progressbar"
              aria-label="Overall progress"
              aria-valuenow={o.progress.done}
              aria-valuemax={o.progress.assignments}
            >
              <div style={{ width: pct(o.progress.done, o.progress.assignments) }} />
            </div>
          </>
        )}
        {o.consensus && (
          <div className="toolbar" style={{ marginTop: 10 }}>
            <span
              className="badge ok"
              title="Settled at the reveal: every rating in and all VALID or all INVALID (UNSURE counted as a label)"
            >
              {o.consensus.unanimous ?? 0} unanimous (UNSURE counted as a label)
            </span>
            <span className="badge info">{o.consensus.adjudicated ?? 0} adjudicated</span>
            {o.hidden > 0 && (
              <span className="badge warn" data-testid="hidden-note">
                {o.hidden} hidden while you are labelling them
              </span>
            )}
          </div>
        )}
        {o.raters.length > 0 && (
          <table className="data" style={{ marginTop: 12 }}>
            <thead>
              <tr>
                <th>Rater</th>
                <th>Done</th>
                <th style={{ width: "40%" }}>Progress</th>
              </tr>
            </thead>
            <tbody>
              {o.raters.map((r) => (
                <tr key={r.userId} data-testid="rater-row">
                  <td>
                    {r.name} {!r.active && <span className="badge">removed</span>}
                    {r.active && !r.hasRole && (
                      <span
                        className="badge warn"
                        title="Can no longer rate here; remove them from the pool to hand their pending items on."
                      >
                        rater role removed
                      </span>
                    )}
                    <div className="subtle">{r.email}</div>
                  </td>
                  <td>
                    {r.done} / {r.assigned}
                  </td>
                  <td>
                    <div
                      className="progress"
                      role="progressbar"
                      aria-label={`Progress of ${r.name}`}
                      aria-valuenow={r.done}
                      aria-valuemax={r.assigned}
                    >
                      <div style={{ width: pct(r.done, r.assigned) }} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div style={{ marginTop: 12 }}>
          <PhaseControls
            slug={slug}
            campaignId={campaignId}
            phase={c.phase}
            done={o.progress.done}
            total={o.progress.assignments}
          />
        </div>
      </section>
      {o.consensusChanges.length > 0 && (
        <section className="panel" aria-label="Consensus changes">
          <h2>Consensus changes</h2>
          <ConsensusHistory changes={o.consensusChanges} showBug />
        </section>
      )}
      {o.review && <ReviewReasons review={o.review} />}
      {c.instructions && (
        <section className="panel">
          <h2>Instructions</h2>
          <div style={{ whiteSpace: "pre-wrap" }}>{c.instructions}</div>
        </section>
      )}
      <PeopleEditor slug={slug} overview={o} />
      {c.phase === "labelling" && <RatingsImportForm slug={slug} campaignId={campaignId} />}
    </>
  );
}
