import { prisma } from "@/lib/db/client";
import type { TSessionUser } from "@/lib/auth/get-session-user";

export type TProjectSummary = {
  slug: string;
  name: string;
  description: string;
  roles: string[];
  bugs: number;
  patches: number;
};

/**
 * Projects the user belongs to (every project for site admins), with counts and the user's
 * roles; only `onlyProjectId` when set (a project-scoped API token).
 */
export async function listProjects(options: {
  user: TSessionUser;
  onlyProjectId?: string;
}): Promise<TProjectSummary[]> {
  const { user, onlyProjectId } = options;
  const projects = await prisma.project.findMany({
    where: {
      ...(user.isAdmin ? {} : { roles: { some: { userId: user.id } } }),
      ...(onlyProjectId ? { id: onlyProjectId } : {}),
    },
    orderBy: { name: "asc" },
    select: {
      slug: true,
      name: true,
      description: true,
      roles: { where: { userId: user.id }, select: { role: true } },
      _count: { select: { bugs: true, patches: true } },
    },
  });
  return projects.map((p) => ({
    slug: p.slug,
    name: p.name,
    description: p.description,
    roles: p.roles.map((r) => r.role),
    bugs: p._count.bugs,
    patches: p._count.patches,
  }));
}
