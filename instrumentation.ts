/** Runs once when the Next.js server starts: resumes background drafting. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startDraftWorker } = await import("./lib/rubrics/start-draft-worker");
  startDraftWorker();
}
