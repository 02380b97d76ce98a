import { withAuth } from "@/lib/api/with-auth";
import {
  ZGetGradedAgreementResponse,
  ZGradedAgreementQuery,
} from "@/lib/judge/judge-run-reports-api.types";
import { getGradedAgreement } from "@/lib/judge/results/get-graded-agreement";

/** Graded agreement (weighted κ, exact share, confusion) of a graded run with a revealed graded campaign's raters. */
export const GET = withAuth(
  {
    capability: "agreement:read",
    params: ["runId"],
    query: ZGradedAgreementQuery,
    response: ZGetGradedAgreementResponse,
  },
  async ({ access, params, user, query }) => {
    return getGradedAgreement({
      projectId: access.project.id,
      runId: params.runId,
      campaignId: query.campaignId,
      viewerId: user.id,
    });
  },
);
