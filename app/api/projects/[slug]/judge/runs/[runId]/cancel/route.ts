import { withAuth } from "@/lib/api/with-auth";
import { cancelJudgeRun } from "@/lib/judge/queue/cancel-judge-run";
import { ZCancelJudgeRunResponse } from "@/lib/judge/judge-api.types";

export const POST = withAuth(
  { capability: "judge:run", params: ["runId"], response: ZCancelJudgeRunResponse },
  async ({ access, params, user }) =>
    cancelJudgeRun({ projectId: access.project.id, runId: params.runId, actorId: user.id }),
);
