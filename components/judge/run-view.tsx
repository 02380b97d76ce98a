"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ShortcutHelp } from "@/components/campaigns/shortcut-help";
import { useHotkeys } from "@/components/campaigns/use-hotkeys";
import { isLive, judgeKeys, judgeUrl } from "./judge-keys";
import { isPerRequirement, RESULTS_PAGE_SIZE } from "@/lib/judge/schemas";
import { RequirementAgreement } from "./requirement-agreement";
import { GradedAgreement } from "./graded-agreement";
import { ResultDrawer } from "./result-drawer";
import { ResultsPager } from "./results-pager";
import { resultsCursorRow, stepResultsCursor } from "./results-cursor";
import { EvidenceFlags } from "./evidence-flags";
import { RejectionThemes } from "./rejection-themes";
import { ResultsTable } from "./results-table";
import { RunHeader } from "./run-header";
import { RunProgress } from "./run-progress";
import { useJudgeResults } from "./use-judge-results";
import { useJudgeRun } from "./use-judge-run";
import { useJudgeRunAction } from "./use-judge-run-action";
import { countNoun } from "@/lib/text/count-noun";
import { useSearchState } from "@/components/ui/use-search-state";
import { QueryErrorBanner } from "@/components/ui/query-error-banner";

const KEYS: [string, string][] = [
  ["J / K", "next / previous patch"],
  ["Enter", "open the patch"],
  ["Esc", "close the panel"],
  ["D", "disagreements only"],
  ["?", "this help"],
];

/** Rows per page: `?limit=` on the page's URL (1–500), else the API's default. */
function pageSize(value: string | null) {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= RESULTS_PAGE_SIZE.max
    ? n
    : RESULTS_PAGE_SIZE.default;
}

/** The pages walked so far: each one's cursor and the rows before it (Previous pops one). */
type TTrail = { cursor: string | null; offset: number }[];
const FIRST_PAGE: TTrail = [{ cursor: null, offset: 0 }];

/** A judge run: header, live progress, the results table and the patch panel, keyboard first. */
export function RunView(props: {
  slug: string;
  runId: string;
  canRun: boolean;
  canManageCampaigns: boolean;
  canReadAgreement: boolean;
  canEditRubrics?: boolean;
}) {
  const { slug, runId, canRun, canManageCampaigns, canReadAgreement } = props;
  // The query string (patch, disagreements, limit), shown as just written (useSearchState).
  const { search, replace: setParams } = useSearchState();
  const params = new URLSearchParams(search);
  const queryClient = useQueryClient();
  const disagreements = params.get("disagreements") === "1";
  const openKey = params.get("patch");
  const limit = pageSize(params.get("limit"));
  const [trail, setTrail] = useState<TTrail>(FIRST_PAGE);
  const page = trail[trail.length - 1]!;
  // The row chosen by J/K, a click or a focus; null: the row of `?patch=` (or the first).
  const [cursor, setCursor] = useState<number | null>(null);
  // A page turned by J or K: the row to land on once that page has loaded, and whether to open it.
  const [landing, setLanding] = useState<{ land: "first" | "last"; open: boolean } | null>(null);
  const [help, setHelp] = useState(false);
  const runQuery = useJudgeRun(slug, runId);
  const run = runQuery.data?.run;
  const live = isLive(run?.status);
  const results = useJudgeResults(slug, runId, {
    disagreements,
    live,
    limit,
    cursor: page.cursor,
  });
  const retry = useJudgeRunAction(slug, runId);
  const rows = results.data?.rows ?? [];
  const keys = rows.map((r) => r.key);
  const at = resultsCursorRow({ chosen: cursor, keys, openKey });
  const loadedRows = results.data && !results.isPlaceholderData ? results.data.rows : null;
  // Once the page has loaded the cursor is pinned to its row (closing the panel keeps it there);
  // after a page turned by J/K it lands on that page's first or last row.
  useEffect(() => {
    if (!loadedRows || loadedRows.length === 0) return;
    if (landing) {
      const index = landing.land === "first" ? 0 : loadedRows.length - 1;
      setCursor(index);
      if (landing.open) setParams({ patch: loadedRows[index]!.key });
      setLanding(null);
    } else if (cursor === null) setCursor(at);
  }, [loadedRows, landing, cursor, at, setParams]);

  // When the run settles, fetch its final rows once more.
  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live)
      void queryClient.invalidateQueries({ queryKey: judgeKeys.run(slug, runId) });
    wasLive.current = live;
  }, [live, queryClient, slug, runId]);

  const open = (key: string | null) => setParams({ patch: key });
  const hasNext = Boolean(results.data?.nextCursor) && !results.isPlaceholderData;
  // J on a page's last row turns to the next page's first row, K on its first row to the
  // previous page's last; the open panel follows. At the ends of the results they stop.
  const move = (step: 1 | -1) => {
    const to = stepResultsCursor({
      at,
      step,
      rows: rows.length,
      hasNext,
      hasPrevious: trail.length > 1,
    });
    if (to.kind === "page") {
      turn(to.step);
      setLanding({ land: to.land, open: openKey !== null });
    } else if (to.kind === "row") {
      setCursor(to.index);
      if (openKey && rows[to.index]) open(rows[to.index]!.key);
    }
  };
  const turn = (step: 1 | -1) => {
    const next = results.data?.nextCursor;
    if (step === 1 && (!next || results.isPlaceholderData)) return;
    if (step === -1 && trail.length < 2) return;
    setCursor(0);
    setLanding(null);
    setTrail((t) =>
      step === 1 ? [...t, { cursor: next!, offset: page.offset + rows.length }] : t.slice(0, -1),
    );
  };
  const toggleDisagreements = () => {
    setCursor(0);
    setLanding(null);
    setTrail(FIRST_PAGE);
    setParams({ disagreements: disagreements ? null : "1", patch: null });
  };
  useHotkeys({
    j: () => move(1),
    k: () => move(-1),
    d: () => (results.data?.hasConsensus || disagreements) && toggleDisagreements(),
    "?": () => setHelp((h) => !h),
    escape: () => (help ? setHelp(false) : openKey && close()),
  });
  function close() {
    const key = openKey;
    open(null);
    if (key)
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`tr[data-key="${CSS.escape(key)}"]`)?.focus(),
      );
  }

  // Once loaded, a failed poll is a banner above the run: the page and its state stay.
  if (!run)
    return runQuery.isError ? (
      <QueryErrorBanner query={runQuery} />
    ) : (
      <div className="subtle">Loading…</div>
    );
  const data = results.data;
  return (
    <>
      <QueryErrorBanner query={runQuery} />
      <RunHeader slug={slug} run={run} canRun={canRun} canManageCampaigns={canManageCampaigns} />
      <RunProgress run={run} />
      {canReadAgreement &&
        isPerRequirement(run.config) &&
        run.campaign &&
        run.campaign.phase !== "labelling" &&
        !live && <RequirementAgreement slug={slug} runId={runId} />}
      {canReadAgreement &&
        run.config.scale &&
        run.campaign?.graded &&
        run.campaign.phase !== "labelling" &&
        !live && <GradedAgreement slug={slug} runId={runId} />}
      <section aria-label="Results">
        <div className="toolbar">
          <h2 style={{ margin: 0 }}>Results</h2>
          {data?.hasConsensus && (
            <button
              type="button"
              aria-pressed={disagreements}
              onClick={toggleDisagreements}
              className="toggle"
            >
              Disagreements only ({data.disagreements}) <kbd>D</kbd>
            </button>
          )}
          {data && !data.hasConsensus && (
            <span className="subtle">
              {run.campaign
                ? "The campaign has no consensus yet: agreement appears after its reveal."
                : "No campaign: start a run with a revealed campaign to compare with its consensus."}
            </span>
          )}
          <span className="spacer" />
          <span className="subtle">Export</span>
          <a className="button" href={judgeUrl.run(slug, runId, "/export?format=csv")} download>
            CSV
          </a>
          <a className="button" href={judgeUrl.run(slug, runId, "/export?format=jsonl")} download>
            JSONL
          </a>
          <button type="button" onClick={() => setHelp(true)} aria-label="Keyboard shortcuts">
            ?
          </button>
        </div>
        {data && data.hidden > 0 && (
          <div className="alert warn" data-testid="hidden-note">
            {data.hidden} patch{data.hidden === 1 ? " is" : "es are"} hidden because you are
            labelling {data.hidden === 1 ? "it" : "them"} in a campaign.
          </div>
        )}
        {results.isError && (
          <div className="alert error" role="alert">
            {results.error.message}
          </div>
        )}
        {retry.isError && (
          <div className="alert error" role="alert">
            {retry.error.message}
          </div>
        )}
        {retry.data?.requeued !== undefined && (
          <div className="alert success" role="status">
            {countNoun({ count: retry.data.requeued, one: "job" })} of that patch queued again.
          </div>
        )}
        {data ? (
          <ResultsTable
            rows={rows}
            empty={
              disagreements
                ? "No disagreements: the judge agrees with the consensus on every patch shown."
                : "No patches to show."
            }
            hasConsensus={data.hasConsensus}
            showVotes={run.config.samples > 1}
            graded={run.config.scale !== null}
            cursor={at}
            openKey={openKey}
            onCursor={setCursor}
            onOpen={open}
            onRetry={canRun ? (key) => retry.mutate({ action: "retry", patchId: key }) : undefined}
          />
        ) : (
          !results.isError && <div className="subtle">Loading results…</div>
        )}
        {data && (
          <ResultsPager
            offset={page.offset}
            shown={rows.length}
            total={data.total}
            hasPrevious={trail.length > 1}
            hasNext={hasNext}
            onPrevious={() => turn(-1)}
            onNext={() => turn(1)}
          />
        )}
        <div className="subtle" style={{ marginTop: 6, fontSize: 12 }}>
          <kbd>J</kbd>/<kbd>K</kbd> move, <kbd>Enter</kbd> opens, <kbd>D</kbd> disagreements only,{" "}
          <kbd>?</kbd> help
        </div>
      </section>
      <RejectionThemes
        slug={slug}
        runId={runId}
        canRun={canRun}
        finished={!live}
        baseline={run.config.baseline}
      />
      <EvidenceFlags
        slug={slug}
        runId={runId}
        finished={!live}
        canManageCampaigns={canManageCampaigns}
        canEditRubrics={props.canEditRubrics ?? false}
      />
      {openKey && (
        <ResultDrawer slug={slug} runId={runId} patchKey={openKey} live={live} onClose={close} />
      )}
      {help && <ShortcutHelp keys={KEYS} onClose={() => setHelp(false)} />}
    </>
  );
}
