"use client";

import { useJudgeRuns, type TJudgeRunRow } from "@/components/judge/use-judge-runs";
import { configName, formatTime } from "@/components/judge/judge-format";
import { compareUrl } from "./compare-keys";
import { CompareSummary } from "./compare-summary";
import { ComparedPatches } from "./compared-patches";
import { useCompareParams } from "./use-compare-params";
import { useRunComparison } from "./use-run-comparison";

const FINISHED = new Set(["completed", "completed_with_failures"]);
const runLabel = (r: TJudgeRunRow) =>
  `${configName(r.config)} · ${r.config.provider === "baseline" ? "no LLM" : r.config.model}${r.origin === "external" ? " (external)" : ""} · ${formatTime(r.createdAt)}`;

/** Two run pickers and a campaign picker (all in the URL), McNemar on top, then the patches. */
export function RunCompareView({ slug }: { slug: string }) {
  const { runA, runB, campaign, showAll, query: params, update } = useCompareParams();
  const runs = useJudgeRuns(slug);
  const comparison = useRunComparison(slug, params);
  const all = runs.data?.runs ?? [];
  const c = comparison.isError ? undefined : comparison.data;
  const picker = (which: "runA" | "runB", value: string | null, label: string) => (
    <label className="field">
      {label}
      <select
        value={value ?? ""}
        onChange={(e) => update({ [which]: e.target.value })}
        aria-label={label}
        data-testid={`pick-${which}`}
      >
        <option value="">Choose a run…</option>
        {value && !all.some((r) => r.id === value) && (
          <option value={value}>
            {value}
            {runs.data ? " (no such run in this project)" : ""}
          </option>
        )}
        {all
          .filter((r) => FINISHED.has(r.status) || r.id === value)
          .map((r) => (
            <option key={r.id} value={r.id}>
              {runLabel(r)}
              {FINISHED.has(r.status) ? "" : ` (${r.status})`}
            </option>
          ))}
      </select>
    </label>
  );
  const flipped = c?.patches.filter((p) => p.flipped) ?? [];
  return (
    <>
      <div className="panel" role="group" aria-label="Runs to compare">
        <div className="controls-row" style={{ display: "flex", gap: 16, flexWrap: "wrap" }}>
          {picker("runA", runA, "Run A")}
          {picker("runB", runB, "Run B")}
          <label className="field">
            Consensus
            <select
              value={c?.campaign?.id ?? campaign ?? ""}
              onChange={(e) => update({ campaign: e.target.value })}
              aria-label="Consensus campaign"
              disabled={!c}
            >
              <option value="">The runs&apos; own campaign (if shared)</option>
              {campaign && c && !c.campaigns.some((x) => x.id === campaign) && (
                <option value={campaign}>{campaign} (unavailable)</option>
              )}
              {c?.campaigns.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {runs.isError && (
        <div className="alert error" role="alert">
          {runs.error.message}
        </div>
      )}
      {!params && (
        <p className="empty" role="status" data-testid="compare-empty">
          Choose two runs to compare: run A and run B, each a finished run of this project.
        </p>
      )}
      {comparison.isError && (
        <div className="alert error" role="alert" data-testid="compare-error">
          {comparison.error.message}
        </div>
      )}
      {params && !c && !comparison.isError && <div className="subtle">Loading…</div>}
      {c && (
        <>
          {c.hidden > 0 && (
            <div className="alert warn" data-testid="hidden-note">
              {c.hidden} patch{c.hidden === 1 ? " is" : "es are"} left out: you are still labelling{" "}
              {c.hidden === 1 ? "it" : "them"} in a campaign.
            </div>
          )}
          <CompareSummary comparison={c} />
          <section className="panel" aria-labelledby="compare-patches" style={{ marginTop: 16 }}>
            <h2 id="compare-patches">
              {showAll
                ? `All paired patches (${c.patches.length})`
                : `Flipped patches (${flipped.length})`}
            </h2>
            <div className="toolbar">
              <fieldset className="toolbar" style={{ border: 0, margin: 0, padding: 0 }}>
                <legend className="sr-only">Show</legend>
                <label>
                  <input
                    type="radio"
                    name="compare-show"
                    checked={!showAll}
                    onChange={() => update({ show: null })}
                  />{" "}
                  Only flipped ({flipped.length})
                </label>
                <label>
                  <input
                    type="radio"
                    name="compare-show"
                    checked={showAll}
                    onChange={() => update({ show: "all" })}
                  />{" "}
                  All paired ({c.patches.length})
                </label>
              </fieldset>
              <a className="button" href={compareUrl.api(slug, params!, "csv")} download>
                CSV (every patch)
              </a>
            </div>
            <ComparedPatches
              slug={slug}
              patches={showAll ? c.patches : flipped}
              empty={
                showAll
                  ? "The runs have no patch in common."
                  : "No verdict flipped: the runs agree on every paired patch."
              }
            />
          </section>
        </>
      )}
    </>
  );
}
