import { withAuth } from "@/lib/api/with-auth";
import { ZSetProjectRolesResponse } from "@/lib/users/users-api.types";
import { setProjectRoles } from "@/lib/users/set-project-roles";
import { ZSetProjectRoles } from "@/lib/users/schemas";

export const PUT = withAuth(
  {
    siteAdmin: true,
    params: ["userId"],
    body: ZSetProjectRoles,
    response: ZSetProjectRolesResponse,
  },
  async ({ params, user, body: input }) => {
    return setProjectRoles({
      userId: params.userId,
      projectSlug: input.projectSlug,
      roles: input.roles,
      actorId: user.id,
    });
  },
);
