import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { BULK_TRANSACTION, forChunks } from "@/lib/db/for-chunks";
import type { TJudgeTarget } from "../config/read-judge-targets";
import { batchApiOf, isBatchProvider, MAX_BATCH_REQUESTS } from "./batch-types";

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string } | null)?.code === "P2002" ||
  /UNIQUE constraint failed|duplicate key/i.test(String((err as Error)?.message));

/** The JudgeJob.workerId of the jobs a batch holds: online workers never claim them (no lease). */
export const batchHolder = (batchId: string) => `batch:${batchId}`;

/**
 * Plans each batch-mode run that has no batch yet: its pending jobs go into provider batches
 * (at most the provider's request limit each), held as running under `batch:<id>` with no lease,
 * so online workers leave them alone, all in one transaction. The unique (run, seq) key makes a
 * second planner (another worker) fail and change nothing. Only runs of a provider this worker
 * serves (`targets`): it is the one to send them. Returns how many runs were planned.
 */
export async function planJudgeBatches(options: {
  /** The LLM targets of this worker (readJudgeTargets). */
  targets: readonly TJudgeTarget[];
  now?: Date;
}): Promise<number> {
  const now = options.now ?? new Date();
  const providers = ["baseline", ...new Set(options.targets.map((t) => t.provider))];
  const runs = await prisma.judgeRun.findMany({
    where: {
      mode: "batch",
      status: { in: ["queued", "running"] },
      batches: { none: {} },
      config: { provider: { in: providers } },
    },
    select: { id: true, config: { select: { provider: true, model: true } } },
  });
  let planned = 0;
  for (const run of runs) {
    const { provider, model } = run.config;
    try {
      await prisma.$transaction(async (tx) => {
        const ids = (
          await tx.judgeJob.findMany({
            where: { runId: run.id, status: "pending" },
            orderBy: { id: "asc" },
            select: { id: true },
          })
        ).map((j) => j.id);
        const size = isBatchProvider(provider) ? MAX_BATCH_REQUESTS[batchApiOf(provider)] : 0;
        const groups: string[][] = [];
        for (let i = 0; size > 0 && i < ids.length; i += size) groups.push(ids.slice(i, i + size));
        // Nothing to send (or a provider without a batch API): one closed batch marks the run
        // planned, and online workers take whatever is left.
        if (groups.length === 0)
          await tx.judgeBatch.create({
            data: {
              runId: run.id,
              seq: 0,
              provider,
              model,
              status: "collected",
              collectedAt: now,
              lastError: size === 0 ? `${provider} has no batch API: judged online.` : null,
            },
          });
        for (const [seq, group] of groups.entries()) {
          const id = randomUUID();
          await tx.judgeBatch.create({
            data: { id, runId: run.id, seq, provider, model, requestCount: group.length },
          });
          await forChunks({
            items: group,
            run: (chunk) =>
              tx.judgeJob.updateMany({
                where: { id: { in: chunk }, status: "pending" },
                data: {
                  status: "running",
                  workerId: batchHolder(id),
                  leaseUntil: null,
                  attempts: { increment: 1 },
                },
              }),
          });
        }
        await tx.judgeRun.updateMany({
          where: { id: run.id, status: "queued" },
          data: { status: "running", startedAt: now },
        });
      }, BULK_TRANSACTION);
      planned++;
    } catch (err) {
      // Another worker planned this run first.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return planned;
}
