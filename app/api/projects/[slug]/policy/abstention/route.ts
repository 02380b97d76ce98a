import { withAuth } from "@/lib/api/with-auth";
import { ZScoreAbstentionResponse } from "@/lib/policies/policies-api.types";
import { ZScoreAbstention } from "@/lib/policies/schemas";
import { scoreBugAbstention } from "@/lib/policies/score-bug-abstention";

/** Scores the project's bugs for abstention with the configured LLM (leads and admins). */
export const POST = withAuth(
  { capability: "judge:run", body: ZScoreAbstention, response: ZScoreAbstentionResponse },
  async ({ access, body: input }) => {
    return scoreBugAbstention({
      projectId: access.project.id,
      representation: input.representation,
    });
  },
);
