import { withAuth } from "@/lib/api/with-auth";
import { getJudgeGuidanceProposal } from "@/lib/tuning/get-judge-guidance-proposal";
import { ZGuidanceProposalResponse } from "@/lib/tuning/guidance-api.types";

/** One guidance proposal: its lines, the disagreements they cite, the split and the decision. */
export const GET = withAuth(
  { capability: "judge:run", params: ["proposalId"], response: ZGuidanceProposalResponse },
  async ({ user, access, params }) => ({
    proposal: await getJudgeGuidanceProposal({
      projectId: access.project.id,
      proposalId: params.proposalId,
      viewerId: user.id,
    }),
  }),
);
