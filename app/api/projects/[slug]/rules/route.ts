import { withAuth } from "@/lib/api/with-auth";
import { createRuleSetVersion } from "@/lib/rules/create-rule-set-version";
import { getCurrentRuleSet } from "@/lib/rules/get-current-rule-set";
import { ZGetProjectRulesResponse, ZSaveProjectRulesResponse } from "@/lib/rules/rules-api.types";
import { ZSaveProjectRules } from "@/lib/rules/schemas";

/** The project's current rules (paper 001 §8) with their version; null before the first save. */
export const GET = withAuth(
  { capability: "rules:read", response: ZGetProjectRulesResponse },
  async ({ access }) => ({ current: await getCurrentRuleSet({ projectId: access.project.id }) }),
);

/** Saves the whole list as the next version of the project rules (old versions never change). */
export const POST = withAuth(
  { capability: "rules:write", body: ZSaveProjectRules, response: ZSaveProjectRulesResponse },
  async ({ user, access, body: input }) => ({
    ruleSet: await createRuleSetVersion({ projectId: access.project.id, actorId: user.id, input }),
  }),
);
