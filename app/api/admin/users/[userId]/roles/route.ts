import { readJson } from "@/lib/api/read-json";
import { withAuth } from "@/lib/api/with-auth";
import { setProjectRoles } from "@/lib/users/set-project-roles";
import { ZSetProjectRoles } from "@/lib/users/schemas";

export const PUT = withAuth<{ userId: string }>({ siteAdmin: true }, async ({ req, params, user }) => {
  const input = ZSetProjectRoles.parse(await readJson(req));
  return setProjectRoles({ userId: params.userId, projectSlug: input.projectSlug, roles: input.roles, actorId: user.id });
});
