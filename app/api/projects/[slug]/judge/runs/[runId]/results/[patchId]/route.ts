import { withAuth } from "@/lib/api/with-auth";
import { getJudgeResult } from "@/lib/judge/results/get-judge-result";

/** One patch of the run: diff, the reference the judge saw, every sample's thought and justification. */
export const GET = withAuth<{ slug: string; runId: string; patchId: string }, true>({ capability: "judge:read" }, async ({ access, params, user }) => ({
  result: await getJudgeResult({ projectId: access.project.id, runId: params.runId, patchId: params.patchId, viewerId: user.id }),
}));
