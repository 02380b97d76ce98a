import { parseRatingScale } from "@/lib/scales/parse-rating-scale";
import { prisma } from "@/lib/db/client";
import { estimateCacheSaving } from "@/lib/llm/estimate-cache-saving";
import { AppError } from "@/lib/errors/app-error";
import { listRunBatches } from "../batch/list-run-batches";
import { detectRunStall } from "./detect-run-stall";
import { describeRunFailures } from "./describe-run-failures";
import { detectUnservedRun } from "./detect-unserved-run";
import { WORKER_LIVE_MS } from "../worker/register-judge-worker";
import type { TJudgeTarget } from "../config/read-judge-targets";
import { formatPatchFilter } from "../queue/format-patch-filter";
import { readJobWorkerSettings } from "@/lib/jobs/read-job-worker-settings";
import { REFERENCE_LABELS, type TJudgeJobStatus } from "../schemas";
import { ZJudgePatchFilter } from "../schemas-filter";

/**
 * A run's header and live progress: job counts by state, calls, cached answers, tokens (with
 * the input read from and written to the provider's prompt cache), cost and what the prompt
 * cache saved (of the calls behind its results; failed attempts are logged in LlmCall but not
 * counted here), and an ETA from the pace so far. No labels: progress is safe for everyone who may read runs.
 */
export async function getJudgeRun(options: { projectId: string; runId: string; now?: Date }) {
  const { projectId, runId } = options;
  const now = options.now ?? new Date();
  const run = await prisma.judgeRun.findFirst({
    where: { id: runId, projectId },
    include: {
      config: {
        select: {
          id: true,
          name: true,
          version: true,
          provider: true,
          model: true,
          reference: true,
          samples: true,
          temperature: true,
          promptTemplate: true,
          promptVersion: true,
          scale: true,
        },
      },
      campaign: { select: { id: true, name: true, phase: true, scale: true } },
      createdBy: { select: { name: true, email: true } },
      ruleSet: { select: { version: true } },
    },
  });
  if (!run) throw new AppError("NOT_FOUND", "Judge run not found.");
  const [grouped, lastResult, nextPending, liveRunning] = await Promise.all([
    prisma.judgeJob.groupBy({ by: ["status"], where: { runId }, _count: { _all: true } }),
    prisma.judgeResult.findFirst({
      where: { runId },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    }),
    prisma.judgeJob.findFirst({
      where: { runId, status: "pending" },
      orderBy: { nextAttemptAt: "asc" },
      select: { nextAttemptAt: true },
    }),
    prisma.judgeJob.count({ where: { runId, status: "running", leaseUntil: { gte: now } } }),
  ]);
  // A batch-mode run's provider batches (lib/judge/batch).
  const batches = await listRunBatches({ runId });
  const countOf = (status: TJudgeJobStatus) =>
    grouped.find((g) => g.status === status)?._count._all ?? 0;
  const counts = {
    pending: countOf("pending"),
    running: countOf("running"),
    done: countOf("done"),
    failed: countOf("failed"),
    cancelled: countOf("cancelled"),
  };
  const processed = counts.done + counts.failed;
  // The most common reason among failed jobs, for a header that says why in plain words.
  const topFailure =
    counts.failed > 0
      ? await prisma.judgeJob.groupBy({
          by: ["lastError"],
          where: { runId, status: "failed" },
          _count: { _all: true },
          orderBy: { _count: { lastError: "desc" } },
          take: 1,
        })
      : [];
  const failures = describeRunFailures({
    status: run.status,
    total: run.total,
    failed: counts.failed,
    topReason: topFailure[0]
      ? { reason: topFailure[0].lastError, count: topFailure[0]._count._all }
      : null,
  });
  const remaining = counts.pending + counts.running;
  const elapsedMs = run.startedAt ? (run.finishedAt ?? now).getTime() - run.startedAt.getTime() : 0;
  const etaSeconds =
    run.status === "running" && processed > 0 && remaining > 0
      ? Math.round(((elapsedMs / processed) * remaining) / 1000)
      : null;
  // The calls this run made itself (answers from the cache cost nothing) are totalled on the run
  // as its results are stored (build-run-call-totals).
  const { llmCalls, cachedCalls, inputTokens, outputTokens, costUsd } = run;
  const { cachedInputTokens, cacheWriteTokens } = run;
  // Every call of a run uses its configuration's model: one price for the whole sum.
  const cacheSavingUsd =
    costUsd === null
      ? null
      : estimateCacheSaving({
          provider: run.config.provider,
          model: run.config.model,
          cachedInputTokens,
          cacheWriteTokens,
        });
  const filter = ZJudgePatchFilter.safeParse(JSON.parse(run.filter));
  const started = run.startedAt ?? run.createdAt;
  const lastProgressAt =
    lastResult && lastResult.createdAt > started ? lastResult.createdAt : started;
  const detected = detectRunStall({
    status: run.status,
    pending: counts.pending,
    running: counts.running,
    liveRunning,
    lastProgressAt,
    nextAttemptAt: nextPending?.nextAttemptAt ?? null,
    now,
    stallAfterMs: stallAfterMs(),
  });
  // Jobs in a provider batch hold no lease: they wait for the batch, which may take hours.
  const inBatch = batches.some((b) => b.open);
  const { waitingUntil } = inBatch ? { waitingUntil: null } : detected;
  // Workers run but none has this run's provider (each serves the providers of its environment),
  // or, for a provider batch already sent, none calls the endpoint it was sent to (only such a
  // worker can poll it; the batch waits for one).
  const open =
    (run.status === "queued" || run.status === "running") &&
    counts.pending + counts.running > 0 &&
    run.config.provider !== "baseline" &&
    (run.mode === "online" ? !inBatch : true);
  const workers = open
    ? (
        await prisma.judgeWorker.findMany({
          where: { seenAt: { gte: new Date(now.getTime() - WORKER_LIVE_MS) } },
          select: { serves: true },
        })
      ).map((w) => JSON.parse(w.serves) as TJudgeTarget[])
    : [];
  const endpoints = inBatch
    ? [...new Set(batches.filter((b) => b.open).map((b) => b.endpoint))]
    : [null];
  const unserved =
    endpoints
      .map((endpoint) =>
        detectUnservedRun({
          provider: run.config.provider,
          model: run.config.model,
          open,
          endpoint,
          workers,
        }),
      )
      .find((u) => u !== null) ?? null;
  const stall = unserved ?? (inBatch ? null : detected.stall);
  // The provider failed every call the same way: the run's calls wait for it (pause-judge-run).
  const paused =
    run.pausedUntil && (run.status === "queued" || run.status === "running")
      ? {
          until: run.pausedUntil.toISOString(),
          reason: run.pauseReason ?? "",
          message: `Provider unavailable, ${run.pausedUntil > now ? `retrying at ${run.pausedUntil.toISOString()}` : "trying again now"}${run.pauseReason ? `: ${run.pauseReason}` : ""}`,
        }
      : null;
  return {
    id: run.id,
    status: run.status,
    config: {
      ...run.config,
      referenceLabel: REFERENCE_LABELS[run.config.reference],
      baseline: run.config.provider === "baseline",
      scale: parseRatingScale({ stored: run.config.scale }),
    },
    campaign: run.campaign && {
      id: run.campaign.id,
      name: run.campaign.name,
      phase: run.campaign.phase,
      graded: run.campaign.scale !== null,
    },
    rulesVersion: run.ruleSet?.version ?? null,
    origin: run.origin,
    source: run.source,
    filter: filter.success ? formatPatchFilter({ filter: filter.data }) : run.filter,
    concurrency: run.concurrency,
    mode: run.mode,
    batches,
    total: run.total,
    skipped: run.skipped,
    counts,
    llmCalls,
    cachedCalls,
    inputTokens,
    outputTokens,
    cachedInputTokens,
    cacheWriteTokens,
    costUsd,
    cacheSavingUsd,
    createdBy: run.createdBy?.name ?? run.createdBy?.email ?? null,
    createdAt: run.createdAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    elapsedMs,
    etaSeconds,
    lastProgressAt: lastProgressAt.toISOString(),
    waitingUntil: waitingUntil?.toISOString() ?? null,
    stall,
    paused,
    failures,
  };
}
/** A run is stalled when no result came for longer than a job's deadline plus a margin. */
function stallAfterMs(): number {
  // The environment is validated at start-up (lib/env): no fallback that would hide a bad value.
  return readJobWorkerSettings().deadlineMs + 30_000;
}

export type TJudgeRunView = Awaited<ReturnType<typeof getJudgeRun>>;
