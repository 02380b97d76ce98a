import { prisma } from "@/lib/db/client";
import { forbidden, notFound } from "@/lib/errors/app-error";
import { rolesAllow, type TCapability } from "./roles";
import type { TSessionUser } from "./get-session-user";

export type TProjectAccess = {
  project: { id: string; slug: string; name: string; description: string };
  roles: string[];
};

/**
 * The project and the user's roles in it, if the user may use `capability`: 403 otherwise.
 * A project that does not exist is 404 for everyone (site admins included).
 */
export async function getProjectAccess(options: {
  user: TSessionUser;
  slug: string;
  capability: TCapability;
}): Promise<TProjectAccess> {
  const { user, slug, capability } = options;
  const project = await prisma.project.findUnique({
    where: { slug },
    select: {
      id: true,
      slug: true,
      name: true,
      description: true,
      roles: { where: { userId: user.id }, select: { role: true } },
    },
  });
  if (!project) throw notFound("Project");
  const roles = project.roles.map((r) => r.role);
  if (!rolesAllow({ roles, capability, isAdmin: user.isAdmin })) {
    throw forbidden(
      `This needs one of the roles allowed to ${capability.replace("project:", "")} in ${slug}.`,
    );
  }
  const { roles: _ignored, ...rest } = project;
  return { project: rest, roles };
}
