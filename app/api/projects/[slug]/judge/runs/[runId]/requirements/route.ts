import { withAuth } from "@/lib/api/with-auth";
import {
  ZGetRequirementAgreementResponse,
  ZRequirementAgreementQuery,
} from "@/lib/agreement/agreement-api.types";
import { getRequirementAgreement } from "@/lib/agreement/get-requirement-agreement";

/** Agreement per rubric requirement of a per-requirement run with a revealed campaign's raters. */
export const GET = withAuth(
  {
    capability: "agreement:read",
    params: ["runId"],
    query: ZRequirementAgreementQuery,
    response: ZGetRequirementAgreementResponse,
  },
  async ({ access, params, user, query }) => {
    return getRequirementAgreement({
      projectId: access.project.id,
      runId: params.runId,
      campaignId: query.campaignId,
      viewerId: user.id,
    });
  },
);
