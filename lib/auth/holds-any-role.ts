import { prisma } from "@/lib/db/client";
import type { TSessionUser } from "./get-session-user";
import type { TProjectRole } from "./roles";

/** Whether the user is a site admin or holds one of `roles` in at least one project. */
export async function holdsAnyRole(options: {
  user: Pick<TSessionUser, "id" | "isAdmin">;
  roles: readonly TProjectRole[];
}): Promise<boolean> {
  const { user, roles } = options;
  if (user.isAdmin) return true;
  const held = await prisma.projectRole.count({
    where: { userId: user.id, role: { in: [...roles] } },
  });
  return held > 0;
}
