import type { Command } from "commander";
import { prisma } from "@/lib/db/client";
import { moveSqlToThread } from "@/lib/db/move-sql-to-thread";
import { AppError } from "@/lib/errors/app-error";
import { createBatchWorker } from "@/lib/judge/batch/create-batch-worker";
import { createJudgeWorker } from "@/lib/judge/worker/create-judge-worker";
import { startDraftWorker } from "@/lib/rubrics/start-draft-worker";
import { exitWhenFlushed } from "../exit-when-flushed";

type TWorkerOptions = {
  concurrency?: string;
  batches: boolean;
  exitWhenIdle?: boolean;
  withParent?: boolean;
};
/** No batch worker (--no-batches). */
const IDLE = { id: "none", wake: () => {}, stop: async () => {}, inFlight: () => 0 };

export function registerWorker(program: Command) {
  program
    .command("worker")
    .description(
      "Run queued judge jobs (and rubric drafts) until stopped; safe beside npm start and other workers",
    )
    .option(
      "--concurrency <n>",
      "judge calls in flight in this process over all runs (default: JUDGE_WORKER_CONCURRENCY, 64)",
    )
    .option("--no-batches", "leave batch-mode runs to another worker")
    .option("--exit-when-idle", "exit once no judge job is queued or running")
    .option(
      "--with-parent",
      "started by the server (JUDGE_WORKER=process): stop when it goes, wake when it says so",
    )
    .action(async (opts: TWorkerOptions) => {
      const concurrency = opts.concurrency === undefined ? undefined : Number(opts.concurrency);
      if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency > 0))
        throw new AppError("INVALID_INPUT", "--concurrency must be a positive whole number.");
      // On SQLite, statements and commits off the thread that reads the LLM's answers.
      moveSqlToThread();
      const worker = createJudgeWorker({ maxConcurrent: concurrency });
      // Batch-mode runs: submits, polls and collects provider batches (resumes open ones).
      const batches = opts.batches ? createBatchWorker() : IDLE;
      // Beside a server (--with-parent), the server drafts rubrics itself.
      if (!opts.exitWhenIdle && !opts.withParent) startDraftWorker();
      console.error(`Judge worker ${worker.id} started.`);
      // What it can judge with (variable names, never keys): runs of other providers are left
      // to other workers.
      console.error(
        worker.targets.length > 0
          ? `It serves ${worker.targets.map((t) => `${t.provider}${t.baseUrl ? ` at ${t.baseUrl}` : ""}${t.keyVariable ? ` (${t.keyVariable})` : ""}`).join(", ")}, and the no-LLM baseline.`
          : "It serves no LLM provider (set LLM_PROVIDER and its key, or LLM_BASE_URL): only no-LLM baseline runs.",
      );
      if (opts.batches) console.error(`Batch worker ${batches.id} started.`);
      let stopping = false;
      const stop = async () => {
        if (stopping) return;
        stopping = true;
        console.error("Stopping: finishing the jobs in flight…");
        await Promise.all([worker.stop(), batches.stop()]);
        await exitWhenFlushed(0);
      };
      process.on("SIGINT", () => void stop());
      process.on("SIGTERM", () => void stop());
      if (opts.withParent) {
        // The IPC channel closes when the server ends, even when it is killed.
        if (!process.connected)
          throw new Error("--with-parent needs an IPC channel to its parent.");
        process.on("disconnect", () => void stop());
        process.on("message", (m: { type?: string } | null) => {
          if (m?.type !== "wake") return;
          worker.wake();
          batches.wake();
        });
        process.send?.({ type: "ready" });
      }
      for (;;) {
        await new Promise((r) => setTimeout(r, 500));
        if (!opts.exitWhenIdle || worker.inFlight() + batches.inFlight() > 0) continue;
        // Jobs of runs it cannot serve are other workers' to do.
        const open = await prisma.judgeJob.count({
          where: {
            status: { in: ["pending", "running"] },
            run: {
              status: { in: ["queued", "running"] },
              config: { provider: { in: ["baseline", ...worker.targets.map((t) => t.provider)] } },
            },
          },
        });
        if (open === 0) return void (await stop());
      }
    });
}
