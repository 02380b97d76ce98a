"use client";

import Link from "next/link";
import { useState } from "react";
import type { TAlignmentVersionRow } from "@/lib/alignment/alignment-api.types";
import { DisagreementList } from "./disagreement-list";
import { KappaChart } from "./kappa-chart";
import { RubricTable } from "./rubric-table";
import { useAlignmentParams } from "./use-alignment-params";
import { useAlignmentReport } from "./use-alignment-report";
import { useRescoreAlignment } from "./use-rescore-alignment";
import { VersionTable } from "./version-table";

/** The alignment view: pickers in the URL, the versions table and κ chart, rubric versions, disagreements. */
export function AlignmentView({ slug, canRun }: { slug: string; canRun: boolean }) {
  const { query, update } = useAlignmentParams();
  const report = useAlignmentReport(slug, query);
  const rescore = useRescoreAlignment(slug);
  const [started, setStarted] = useState<{
    version: number;
    runId: string;
    patches: number;
  } | null>(null);
  const r = report.data;
  const onRescore = (row: TAlignmentVersionRow) => {
    if (!r?.campaign) return;
    setStarted(null);
    rescore.mutate(
      { configId: row.configId, campaignId: r.campaign.id },
      {
        onSuccess: ({ run }) =>
          setStarted({ version: row.version, runId: run.id, patches: run.patches }),
      },
    );
  };
  return (
    <>
      <div className="panel" role="group" aria-label="Alignment settings">
        <div className="controls-row" style={{ display: "flex", gap: 16, flexWrap: "wrap" }}>
          <label className="field">
            Configuration
            <select
              value={r?.config ?? query.config ?? ""}
              onChange={(e) => update({ config: e.target.value })}
              disabled={!r}
            >
              {query.config && !r?.configs.some((c) => c.name === query.config) && (
                <option value={query.config}>{query.config} (unknown)</option>
              )}
              {r?.configs.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.name} ({c.versions.length} version{c.versions.length === 1 ? "" : "s"})
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            Campaign (consensus)
            <select
              value={r?.campaign?.id ?? query.campaignId ?? ""}
              onChange={(e) => update({ campaign: e.target.value })}
              disabled={!r}
            >
              {query.campaignId && !r?.campaigns.some((c) => c.id === query.campaignId) && (
                <option value={query.campaignId}>{query.campaignId} (unavailable)</option>
              )}
              {r?.campaigns.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.phase}, {c.labelled} labelled)
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {report.isError && (
        <div className="alert error" role="alert">
          {report.error.message}{" "}
          <button
            type="button"
            className="link-button"
            onClick={() => update({ config: null, campaign: null, version: null })}
          >
            Show the defaults
          </button>
        </div>
      )}
      {!r && !report.isError && <div className="subtle">Loading…</div>}
      {r && !report.isError && renderReport()}
    </>
  );

  function renderReport() {
    if (!r) return null;
    if (!r.config)
      return <p className="subtle">No judge configuration yet: save one on the judge page.</p>;
    if (!r.campaign)
      return (
        <p className="subtle">
          No campaign is past labelling yet: alignment needs a revealed campaign&apos;s consensus.
        </p>
      );
    return (
      <>
        {r.hidden > 0 && (
          <div className="alert warn" data-testid="hidden-note">
            {r.hidden} labelled patch{r.hidden === 1 ? " is" : "es are"} left out: you are still
            labelling {r.hidden === 1 ? "it" : "them"} in another campaign.
          </div>
        )}
        {rescore.isError && (
          <div className="alert error" role="alert">
            {rescore.error.message}
          </div>
        )}
        {started && (
          <div className="alert success" role="status">
            Re-scoring {started.patches} labelled patches with v{started.version}:{" "}
            <a href={`/projects/${slug}/judge/runs/${started.runId}`}>follow the run</a>. Its
            metrics replace v{started.version}&apos;s here once it completes.
          </div>
        )}
        <section aria-label="Versions">
          <h2>
            {r.config} against {r.campaign.name}
          </h2>
          <p className="subtle">
            Each version&apos;s newest completed run on the {r.campaign.labelled} patches with a
            consensus (VALID positive); Δ is the change from the previous version with a run.
          </p>
          <VersionTable
            slug={slug}
            versions={r.versions}
            selected={r.selectedVersion}
            onSelect={(v) => update({ version: String(v) })}
            onRescore={canRun ? onRescore : undefined}
            rescoring={rescore.isPending ? (rescore.variables?.configId ?? null) : null}
            campaignId={r.campaign.id}
            configName={r.config}
          />
          {canRun && (
            <p className="subtle">
              <Link href={`/projects/${slug}/judge/tune?config=${encodeURIComponent(r.config)}`}>
                Tune this judge from a campaign&apos;s disagreements
              </Link>{" "}
              (few-shot examples, scored on held-out bugs only).
            </p>
          )}
          <KappaChart versions={r.versions} />
        </section>
        {r.rubric && (
          <section aria-label="Rubric versions" style={{ marginTop: 16 }}>
            <h2>By rubric version</h2>
            <p className="subtle">
              Each patch filed under the rubric version its bug had in the run (newest run first,
              over {r.rubric.runs} run{r.rubric.runs === 1 ? "" : "s"}); Δ compares with the
              previous rubric version on the patches both hold.
            </p>
            <RubricTable rows={r.rubric.rows} />
          </section>
        )}
        <section aria-label="Disagreements with the consensus" style={{ marginTop: 16 }}>
          <h2>
            Disagreements{r.selectedVersion !== null ? ` of v${r.selectedVersion}` : ""} (
            {r.disagreements.length})
          </h2>
          {r.selectedVersion === null ? (
            <p className="subtle">No version of this configuration has a completed run here.</p>
          ) : (
            <DisagreementList items={r.disagreements} />
          )}
        </section>
      </>
    );
  }
}
