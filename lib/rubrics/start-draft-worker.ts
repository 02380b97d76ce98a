import { claimDraftJob } from "./claim-draft-job";
import { runDraftJob } from "./run-draft-job";

type TWorker = { running: number; wake: () => void };
const globalForWorker = globalThis as unknown as { rubricateDraftWorker?: TWorker };
const CONCURRENCY = 2;

/**
 * Starts (once per process) the background loop that drafts queued rubrics, and
 * wakes it. Jobs live in the database, so a restart resumes where it stopped.
 */
export function startDraftWorker(): void {
  if (globalForWorker.rubricateDraftWorker) return globalForWorker.rubricateDraftWorker.wake();
  const worker: TWorker = { running: 0, wake: () => void pump() };
  globalForWorker.rubricateDraftWorker = worker;

  async function loop(): Promise<void> {
    worker.running += 1;
    try {
      for (;;) {
        const id = await claimDraftJob();
        if (!id) return;
        const outcome = await runDraftJob({ jobId: id });
        if (outcome === "retry") await new Promise((r) => setTimeout(r, 500));
      }
    } catch (err) {
      console.error("draft worker:", err);
    } finally {
      worker.running -= 1;
    }
  }
  function pump() {
    while (worker.running < CONCURRENCY) void loop();
  }
  pump();
  setInterval(pump, 5_000).unref();
}
