import { withAuth } from "@/lib/api/with-auth";
import { getPolicyEvaluation } from "@/lib/policies/get-policy-evaluation";
import { ZGetPolicyResponse } from "@/lib/policies/policies-api.types";
import { ZPolicyQuery } from "@/lib/policies/schemas";

/** Decisions from one judge run: validation and abstention policies against a success criterion. */
export const GET = withAuth(
  { capability: "agreement:read", query: ZPolicyQuery, response: ZGetPolicyResponse },
  async ({ access, user, query }) => {
    return getPolicyEvaluation({ projectId: access.project.id, viewerId: user.id, query });
  },
);
