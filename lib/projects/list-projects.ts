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

/** Projects the user belongs to (every project for site admins), with counts and the user's roles. */
export async function listProjects(options: { user: TSessionUser }): Promise<TProjectSummary[]> {
  const { user } = options;
  const projects = await prisma.project.findMany({
    where: user.isAdmin ? {} : { roles: { some: { userId: user.id } } },
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
