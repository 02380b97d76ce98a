import { withAuth } from "@/lib/api/with-auth";
import { cancelJudgeRun } from "@/lib/judge/queue/cancel-judge-run";
import { ZCancelJudgeRunResponse } from "@/lib/judge/judge-api.types";
import { startBatchWorker } from "@/lib/judge/batch/start-batch-worker";

/** Cancels a run; the batch worker is woken to cancel its provider batches, if any. */
export const POST = withAuth(
  { capability: "judge:run", params: ["runId"], response: ZCancelJudgeRunResponse },
  async ({ access, params, user }) => {
    const result = await cancelJudgeRun({
      projectId: access.project.id,
      runId: params.runId,
      actorId: user.id,
    });
    startBatchWorker();
    return result;
  },
);
