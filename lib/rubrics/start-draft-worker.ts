import { prisma } from "@/lib/db/client";
import { createJobWorker, type TJobWorker } from "@/lib/jobs/create-job-worker";
import { readJobWorkerSettings } from "@/lib/jobs/read-job-worker-settings";
import { claimDraftJobs, type TClaimedDraftJob } from "./claim-draft-jobs";
import { MAX_DRAFT_ATTEMPTS, runDraftJob } from "./run-draft-job";

const globalForWorker = globalThis as unknown as { rubricateDraftWorker?: TJobWorker };
/** Drafts written at once per process. */
const CONCURRENCY = 2;
/** A draft that failed waits this long before it is tried again. */
const RETRY_PAUSE_MS = 500;

/**
 * Starts (once per process) the background worker that drafts queued rubrics, and wakes it:
 * the shared job loop (lib/jobs) with leases renewed while a draft is written, a deadline per
 * draft, and claims as soon as a slot frees. Jobs live in the database, so a restart resumes
 * where it stopped; after `stop()` the next call starts a new worker. It claims only the jobs it
 * can draft: offline ones, and LLM ones queued for the LLM of its environment (claim-draft-jobs).
 */
export function startDraftWorker(): TJobWorker {
  const existing = globalForWorker.rubricateDraftWorker;
  if (existing) {
    existing.wake();
    return existing;
  }
  const { leaseMs, deadlineMs } = readJobWorkerSettings();
  const worker = createJobWorker<TClaimedDraftJob>({
    name: "draft-worker",
    maxConcurrent: CONCURRENCY,
    leaseMs,
    pollMs: 5_000,
    deadlineMs,
    hooks: {
      // The LLM it drafts with is read at each claim, as compose-draft reads it at each call.
      claim: ({ limit, leaseUntil }) => claimDraftJobs({ limit, leaseUntil }),
      async run({ job }) {
        const outcome = await runDraftJob({ jobId: job.id });
        if (outcome === "retry") await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS));
      },
      async renew({ ids, leaseUntil }) {
        await prisma.draftJob.updateMany({
          where: { id: { in: ids }, status: "running" },
          data: { leaseUntil },
        });
      },
      async giveUp({ job, reason }) {
        const failed = job.attempts >= MAX_DRAFT_ATTEMPTS;
        await prisma.draftJob.updateMany({
          where: { id: job.id, status: "running", attempts: job.attempts },
          data: {
            status: failed ? "failed" : "pending",
            error: reason.slice(0, 2000),
            leaseUntil: null,
          },
        });
      },
    },
  });
  // Stopped, it is no longer the process's worker: the next start makes a new one (a second
  // `rubric draft` in one process waited on a stopped worker for ever).
  const handle: TJobWorker = {
    ...worker,
    stop: async () => {
      if (globalForWorker.rubricateDraftWorker === handle)
        delete globalForWorker.rubricateDraftWorker;
      await worker.stop();
    },
  };
  globalForWorker.rubricateDraftWorker = handle;
  return handle;
}
