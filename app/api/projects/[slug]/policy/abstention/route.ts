import { withAuth } from "@/lib/api/with-auth";
import { readJson } from "@/lib/api/read-json";
import { ZScoreAbstentionResponse } from "@/lib/policies/policies-api.types";
import { ZScoreAbstention } from "@/lib/policies/schemas";
import { scoreBugAbstention } from "@/lib/policies/score-bug-abstention";

/** Scores the project's bugs for abstention with the configured LLM (leads and admins). */
export const POST = withAuth(
  { capability: "judge:run", response: ZScoreAbstentionResponse },
  async ({ req, access }) => {
    const input = ZScoreAbstention.parse(await readJson(req));
    return scoreBugAbstention({
      projectId: access.project.id,
      representation: input.representation,
    });
  },
);
