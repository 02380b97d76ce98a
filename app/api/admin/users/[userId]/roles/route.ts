import { readJson } from "@/lib/api/read-json";
import { withAuth } from "@/lib/api/with-auth";
import { ZSetProjectRolesResponse } from "@/lib/users/users-api.types";
import { setProjectRoles } from "@/lib/users/set-project-roles";
import { ZSetProjectRoles } from "@/lib/users/schemas";

export const PUT = withAuth(
  { siteAdmin: true, params: ["userId"], response: ZSetProjectRolesResponse },
  async ({ req, params, user }) => {
    const input = ZSetProjectRoles.parse(await readJson(req));
    return setProjectRoles({
      userId: params.userId,
      projectSlug: input.projectSlug,
      roles: input.roles,
      actorId: user.id,
    });
  },
);
