"use client";

import Link from "next/link";
import type { TJudgeRunView } from "@/lib/judge/judge-api.types";
import { isLive } from "./judge-keys";
import { configName, formatTime } from "./judge-format";
import { ProviderBadge, RunStatusBadge } from "./judge-badges";
import { useJudgeRunAction } from "./use-judge-run-action";
import { countNoun } from "@/lib/text/count-noun";

/** A run's title, what it judged with and over which patches, and (judge:run) cancel / retry. */
export function RunHeader(props: {
  slug: string;
  run: TJudgeRunView;
  canRun: boolean;
  canManageCampaigns: boolean;
}) {
  const { slug, run, canRun, canManageCampaigns } = props;
  const action = useJudgeRunAction(slug, run.id);
  const c = run.config;
  const retryable = run.counts.failed + run.counts.cancelled;
  const cancel = () =>
    window.confirm(
      "Cancel this run? Queued jobs stop; answers already in stay. Retry brings the rest back.",
    ) && action.mutate({ action: "cancel" });
  return (
    <>
      <div className="page-head">
        <div>
          <h1>
            {configName(c)} <RunStatusBadge status={run.status} />
          </h1>
          <div className="toolbar" style={{ marginBottom: 0 }}>
            <ProviderBadge provider={c.provider} model={c.model} />
            {run.origin === "external" ? (
              <span data-testid="run-source">
                Imported from <strong>{run.source}</strong>
              </span>
            ) : (
              <span>
                Reference: <strong>{c.referenceLabel}</strong>
              </span>
            )}
            {!c.baseline && run.origin !== "external" && (
              <span className="subtle">
                {c.samples} sample{c.samples === 1 ? "" : "s"} · temperature {c.temperature} ·
                prompt{" "}
                <span className="mono">
                  {c.promptTemplate}.v{c.promptVersion}
                </span>
                {run.rulesVersion !== null && (
                  <>
                    {" "}
                    +{" "}
                    <Link href={`/projects/${slug}/rules`}>project rules v{run.rulesVersion}</Link>
                  </>
                )}
                {c.scale && (
                  <span data-testid="run-scale">
                    {" "}
                    · graded 1–{c.scale.grades.length} (VALID from {c.scale.validFrom}
                    {c.scale.dimensions.length > 0
                      ? `; ${c.scale.dimensions.map((d) => d.key).join(", ")}`
                      : ""}
                    )
                  </span>
                )}
              </span>
            )}
          </div>
          <div className="subtle" style={{ marginTop: 4 }}>
            Campaign:{" "}
            {run.campaign ? (
              canManageCampaigns ? (
                <Link href={`/projects/${slug}/campaigns/${run.campaign.id}`}>
                  {run.campaign.name}
                </Link>
              ) : (
                run.campaign.name
              )
            ) : (
              "none"
            )}
            {run.origin !== "external" && (
              <>
                {" · "}Patches: <span className="mono">{run.filter}</span>
              </>
            )}
            {run.skipped > 0 && ` (${run.skipped} left out: their bug lacks the reference)`}
            {" · "}concurrency {run.concurrency}
            {" · "}started {formatTime(run.createdAt)}
            {run.createdBy ? ` by ${run.createdBy}` : ""}
          </div>
        </div>
        {canRun && (
          <div className="toolbar nowrap" style={{ marginBottom: 0, flexWrap: "nowrap" }}>
            {isLive(run.status) && (
              <button onClick={cancel} disabled={action.isPending}>
                Cancel run
              </button>
            )}
            {retryable > 0 && (
              <button
                className="primary"
                onClick={() => action.mutate({ action: "retry" })}
                disabled={action.isPending}
              >
                Retry {run.counts.failed > 0 ? "failed" : "cancelled"} ({retryable})
              </button>
            )}
          </div>
        )}
      </div>
      {action.isError && (
        <div className="alert error" role="alert">
          {action.error.message}
        </div>
      )}
      {action.data?.requeued !== undefined && (
        <div className="alert success" role="status">
          {countNoun({ count: action.data.requeued, one: "job" })} queued again.
        </div>
      )}
      {action.data?.cancelledJobs !== undefined && (
        <div className="alert warn" role="status">
          Cancelled: {countNoun({ count: action.data.cancelledJobs, one: "queued job" })} stopped.
        </div>
      )}
    </>
  );
}
