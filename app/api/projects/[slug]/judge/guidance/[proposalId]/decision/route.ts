import { withAuth } from "@/lib/api/with-auth";
import { decideJudgeGuidance } from "@/lib/tuning/decide-judge-guidance";
import { ZGuidanceProposalResponse } from "@/lib/tuning/guidance-api.types";
import { ZDecideJudgeGuidance } from "@/lib/tuning/schemas-guidance";

/** Accepts a proposal's (edited) lines as a new configuration version, or rejects it with a reason. */
export const POST = withAuth(
  {
    capability: "judge:run",
    params: ["proposalId"],
    body: ZDecideJudgeGuidance,
    response: ZGuidanceProposalResponse,
  },
  async ({ user, access, params, body: input }) => ({
    proposal: await decideJudgeGuidance({
      projectId: access.project.id,
      proposalId: params.proposalId,
      userId: user.id,
      input,
    }),
  }),
);
