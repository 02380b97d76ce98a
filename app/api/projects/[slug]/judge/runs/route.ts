import { withAuth } from "@/lib/api/with-auth";
import { ZGetJudgeRunsResponse, ZStartJudgeRunResponse } from "@/lib/judge/judge-api.types";
import { listJudgeRuns } from "@/lib/judge/results/list-judge-runs";
import { ZStartJudgeRun } from "@/lib/judge/schemas";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { startJudgeWorker } from "@/lib/judge/worker/start-judge-worker";
import { startBatchWorker } from "@/lib/judge/batch/start-batch-worker";

export const GET = withAuth(
  { capability: "judge:read", response: ZGetJudgeRunsResponse },
  async ({ access }) => ({
    runs: await listJudgeRuns({ projectId: access.project.id }),
  }),
);

/** Queues a run and wakes this server's workers (online calls, or the batch worker for mode "batch"). */
export const POST = withAuth(
  { capability: "judge:run", body: ZStartJudgeRun, response: ZStartJudgeRunResponse },
  async ({ user, access, body: input }) => {
    const run = await startJudgeRun({ projectId: access.project.id, actorId: user.id, input });
    startJudgeWorker();
    if (input.mode === "batch") startBatchWorker();
    return { run };
  },
);
