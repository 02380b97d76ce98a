import { withAuth } from "@/lib/api/with-auth";
import { getJudgeRun } from "@/lib/judge/results/get-judge-run";

/** A run's header and live progress (no labels). */
export const GET = withAuth<{ slug: string; runId: string }, true>({ capability: "judge:read" }, async ({ access, params }) => ({
  run: await getJudgeRun({ projectId: access.project.id, runId: params.runId }),
}));
