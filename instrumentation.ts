/** Runs once when the Next.js server starts: resumes background drafting and judging. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startDraftWorker } = await import("./lib/rubrics/start-draft-worker");
  startDraftWorker();
  const { startJudgeWorker } = await import("./lib/judge/worker/start-judge-worker");
  startJudgeWorker();
}
