import { withAuth } from "@/lib/api/with-auth";
import { getJudgeResult } from "@/lib/judge/results/get-judge-result";
import { ZGetJudgeResultResponse } from "@/lib/judge/judge-api.types";

/** One patch of the run: diff, the reference the judge saw, every sample's thought and justification. */
export const GET = withAuth(
  { capability: "judge:read", params: ["runId", "patchId"], response: ZGetJudgeResultResponse },
  async ({ access, params, user }) => ({
    result: await getJudgeResult({
      projectId: access.project.id,
      runId: params.runId,
      patchId: params.patchId,
      viewerId: user.id,
    }),
  }),
);
