import { withAuth } from "@/lib/api/with-auth";
import { ZRetryJudgeJobsResponse } from "@/lib/judge/judge-api.types";
import { retryJudgeJobs } from "@/lib/judge/queue/retry-judge-jobs";
import { ZRetryJudgeJobs } from "@/lib/judge/schemas";
import { startJudgeWorker } from "@/lib/judge/worker/start-judge-worker";

/** Queues failed and cancelled jobs again: the whole run's, or one patch's ({ patchId }). */
export const POST = withAuth(
  {
    capability: "judge:run",
    params: ["runId"],
    body: ZRetryJudgeJobs,
    response: ZRetryJudgeJobsResponse,
  },
  async ({ access, params, user, body: { patchId } }) => {
    const result = await retryJudgeJobs({
      projectId: access.project.id,
      runId: params.runId,
      actorId: user.id,
      patchId,
    });
    startJudgeWorker();
    return result;
  },
);
