import { withAuth } from "@/lib/api/with-auth";
import { listRuleSetVersions } from "@/lib/rules/list-rule-set-versions";
import { ZGetRuleVersionsResponse } from "@/lib/rules/rules-api.types";

/** Every version of the project rules, newest first, each with its note and author. */
export const GET = withAuth(
  { capability: "rules:read", response: ZGetRuleVersionsResponse },
  async ({ access }) => ({ versions: await listRuleSetVersions({ projectId: access.project.id }) }),
);
