import { withAuth } from "@/lib/api/with-auth";
import { ZGetAgreementResponse } from "@/lib/agreement/agreement-api.types";
import { getAgreementDashboard } from "@/lib/agreement/get-agreement-dashboard";
import { ZAgreementQuery } from "@/lib/agreement/schemas";

/** The agreement dashboard: human reliability, benchmarks, judge runs against consensus, pass@k. */
export const GET = withAuth(
  { capability: "agreement:read", query: ZAgreementQuery, response: ZGetAgreementResponse },
  async ({ access, user, query }) => {
    return getAgreementDashboard({ projectId: access.project.id, viewerId: user.id, query });
  },
);
