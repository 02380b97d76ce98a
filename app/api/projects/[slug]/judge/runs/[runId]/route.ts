import { withAuth } from "@/lib/api/with-auth";
import { getJudgeRun } from "@/lib/judge/results/get-judge-run";
import { ZGetJudgeRunResponse } from "@/lib/judge/judge-api.types";

/** A run's header and live progress (no labels). */
export const GET = withAuth(
  { capability: "judge:read", params: ["runId"], response: ZGetJudgeRunResponse },
  async ({ access, params }) => ({
    run: await getJudgeRun({ projectId: access.project.id, runId: params.runId }),
  }),
);
