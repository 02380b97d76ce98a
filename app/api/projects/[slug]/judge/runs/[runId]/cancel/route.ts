import { withAuth } from "@/lib/api/with-auth";
import { cancelJudgeRun } from "@/lib/judge/queue/cancel-judge-run";

export const POST = withAuth<{ slug: string; runId: string }, true>({ capability: "judge:run" }, async ({ access, params, user }) =>
  cancelJudgeRun({ projectId: access.project.id, runId: params.runId, actorId: user.id }),
);
