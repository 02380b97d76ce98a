/** Runs once when the Next.js server starts: resumes background drafting, judging and provider batches. */
export async function register() {
  // Read literally (not through lib/env): Next.js inlines it, which keeps the Node-only code
  // below out of the edge bundle.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // A bad environment variable stops the server here, with the variable's name.
  const { getEnv } = await import("./lib/env/get-env");
  getEnv();
  const { startDraftWorker } = await import("./lib/rubrics/start-draft-worker");
  startDraftWorker();
  const { startJudgeWorker } = await import("./lib/judge/worker/start-judge-worker");
  startJudgeWorker();
  const { startBatchWorker } = await import("./lib/judge/batch/start-batch-worker");
  startBatchWorker();
}
