import { readJson } from "@/lib/api/read-json";
import { withAuth } from "@/lib/api/with-auth";
import { listJudgeRuns } from "@/lib/judge/results/list-judge-runs";
import { ZStartJudgeRun } from "@/lib/judge/schemas";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { startJudgeWorker } from "@/lib/judge/worker/start-judge-worker";

export const GET = withAuth<{ slug: string }, true>({ capability: "judge:read" }, async ({ access }) => ({
  runs: await listJudgeRuns({ projectId: access.project.id }),
}));

/** Queues a run and wakes this server's worker. */
export const POST = withAuth<{ slug: string }, true>({ capability: "judge:run" }, async ({ req, user, access }) => {
  const input = ZStartJudgeRun.parse(await readJson(req));
  const run = await startJudgeRun({ projectId: access.project.id, actorId: user.id, input });
  startJudgeWorker();
  return { run };
});
