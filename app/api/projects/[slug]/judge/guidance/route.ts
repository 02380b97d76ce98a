import { withAuth } from "@/lib/api/with-auth";
import { ZGuidanceProposalResponse, ZListGuidanceResponse } from "@/lib/tuning/guidance-api.types";
import { listJudgeGuidance } from "@/lib/tuning/list-judge-guidance";
import { proposeJudgeGuidance } from "@/lib/tuning/propose-judge-guidance";
import { ZProposeJudgeGuidance } from "@/lib/tuning/schemas-guidance";

/** Instruction refinement proposals (newest first) and the refine form's options. */
export const GET = withAuth(
  { capability: "judge:run", response: ZListGuidanceResponse },
  async ({ user, access }) =>
    listJudgeGuidance({ projectId: access.project.id, viewerId: user.id }),
);

/** Proposes guidance lines for a judge configuration from a run's tuning-part disagreements (LLM). */
export const POST = withAuth(
  { capability: "judge:run", body: ZProposeJudgeGuidance, response: ZGuidanceProposalResponse },
  async ({ user, access, body: input }) => ({
    proposal: await proposeJudgeGuidance({ projectId: access.project.id, userId: user.id, input }),
  }),
);
