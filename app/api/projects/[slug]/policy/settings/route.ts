import { withAuth } from "@/lib/api/with-auth";
import { ZSetSuccessCriterionResponse } from "@/lib/policies/policies-api.types";
import { ZSetSuccessCriterion } from "@/lib/policies/schemas";
import { setSuccessCriterion } from "@/lib/policies/set-success-criterion";

/** The project's default success criterion for policy evaluation (leads and admins). */
export const PUT = withAuth(
  { capability: "judge:run", body: ZSetSuccessCriterion, response: ZSetSuccessCriterionResponse },
  async ({ access, user, body: input }) => {
    return setSuccessCriterion({ projectId: access.project.id, actorId: user.id, input });
  },
);
