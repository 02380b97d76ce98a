"use client";

import type { TJudgeRunView } from "@/lib/judge/judge-api.types";
import { formatCost, formatCount, formatEta, percent } from "./judge-format";
import { RunBatches } from "./run-batches";
import { SplitProgress } from "./split-progress";

/** Live progress of a run: bar, done / total, failures, ETA, calls, cache hits, tokens, prompt-cache reads and cost. */
export function RunProgress({ run }: { run: TJudgeRunView }) {
  const { counts, total } = run;
  const processed = counts.done + counts.failed;
  const pct = percent(processed, total);
  const samples = run.config.samples;
  const allFailed = run.failures?.kind === "all";
  return (
    <section className="panel" aria-label="Progress">
      <div className="toolbar" style={{ justifyContent: "space-between", marginBottom: 6 }}>
        {allFailed ? (
          <strong data-testid="run-progress-text" className="bad-text" role="alert">
            {run.failures!.message}
          </strong>
        ) : (
          <strong data-testid="run-progress-text">
            {counts.done} / {total} done
          </strong>
        )}
        <span className="subtle">
          {!allFailed && `${pct}%`}
          {!allFailed && counts.failed > 0 && (
            <span className="bad-text"> · {counts.failed} failed</span>
          )}
          {counts.cancelled > 0 && ` · ${counts.cancelled} cancelled`}
          {counts.running > 0 &&
            (run.mode === "batch" && run.batches.some((b) => b.open)
              ? ` · ${counts.running} in a batch`
              : ` · ${counts.running} in flight`)}
          {run.status === "running" && !run.stall && ` · ETA ${formatEta(run.etaSeconds)}`}
        </span>
      </div>
      <SplitProgress label="Run progress" done={counts.done} failed={counts.failed} total={total} />
      <RunBatches run={run} />
      {run.stall && (
        <div className="alert warn" role="alert" data-testid="run-stall" style={{ marginTop: 8 }}>
          {run.stall.message}
        </div>
      )}
      {run.paused && (
        <div className="alert warn" role="status" data-testid="run-paused" style={{ marginTop: 8 }}>
          Provider unavailable,{" "}
          {run.paused.message.includes("retrying at")
            ? `retrying at ${new Date(run.paused.until).toLocaleTimeString()}`
            : "trying again now"}
          {run.paused.reason && <span className="subtle"> ({run.paused.reason})</span>}. Jobs keep
          their attempts while the provider is down.
        </div>
      )}
      {run.waitingUntil && !run.paused && (
        <div className="subtle" role="status" style={{ marginTop: 4 }}>
          Every open job waits for its retry; the next attempt is at{" "}
          {new Date(run.waitingUntil).toLocaleTimeString()}.
        </div>
      )}
      {run.failures && (
        <div
          className={`alert ${allFailed ? "error" : "warn"}`}
          role="status"
          data-testid="run-failures"
          style={{ marginTop: 8 }}
        >
          {allFailed ? "No job was judged." : run.failures.message}
          {run.status !== "running" && run.status !== "queued" && (
            <>
              {" "}
              Open a row marked <em>failed</em> for its own reason; <em>Retry failed</em> queues
              them again.
            </>
          )}
        </div>
      )}
      {samples > 1 && (
        <div className="subtle" style={{ marginTop: 4 }}>
          {formatCount(total / samples)} patches × {samples} samples
        </div>
      )}
      <dl className="stat-row">
        <div>
          <dt title="Calls the provider answered for this run; failed attempts are counted under the failures above">
            Answered LLM calls
          </dt>
          <dd>{formatCount(run.llmCalls)}</dd>
        </div>
        <div>
          <dt>Cached answers</dt>
          <dd>{formatCount(run.cachedCalls)}</dd>
        </div>
        <div>
          <dt>Tokens in / out</dt>
          <dd>
            {formatCount(run.inputTokens)} / {formatCount(run.outputTokens)}
          </dd>
        </div>
        {!run.config.baseline && (
          <div>
            <dt>Prompt cache (input tokens)</dt>
            <dd data-testid="run-prompt-cache">
              {formatCount(run.cachedInputTokens)} read
              {run.inputTokens > 0 &&
                ` (${percent(run.cachedInputTokens, run.inputTokens)}% of input)`}
              {run.cacheWriteTokens > 0 && ` · ${formatCount(run.cacheWriteTokens)} written`}
            </dd>
          </div>
        )}
        <div>
          <dt>Cost estimate</dt>
          <dd data-testid="run-cost">
            {formatCost(run.costUsd)}
            {run.cacheSavingUsd !== null && run.cacheSavingUsd !== 0 && (
              <span className="subtle">
                {" "}
                ({run.cacheSavingUsd > 0 ? "saved" : "cache writes cost"}{" "}
                {formatCost(Math.abs(run.cacheSavingUsd))})
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Elapsed</dt>
          <dd>{formatEta(run.startedAt ? run.elapsedMs / 1000 : null)}</dd>
        </div>
      </dl>
      <div className="subtle" style={{ fontSize: 12 }}>
        {run.config.baseline
          ? "The similarity baseline calls no model and costs nothing."
          : `Cached answers cost nothing. Input the provider read from its prompt cache is priced at its cached-input rate.${run.costUsd === null ? " No price is known for this model, so there is no cost estimate." : ""}`}
      </div>
    </section>
  );
}
