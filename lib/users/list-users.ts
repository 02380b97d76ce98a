import { prisma } from "@/lib/db/client";

export type TUserRow = {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  createdAt: Date;
  deactivatedAt: Date | null;
  roles: { projectSlug: string; role: string }[];
};

/** Every user with their project roles, newest last. */
export async function listUsers(): Promise<TUserRow[]> {
  const users = await prisma.user.findMany({
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      email: true,
      name: true,
      isAdmin: true,
      createdAt: true,
      deactivatedAt: true,
      projectRoles: { select: { role: true, project: { select: { slug: true } } } },
    },
  });
  return users.map(({ projectRoles, ...u }) => ({
    ...u,
    roles: projectRoles.map((r) => ({ projectSlug: r.project.slug, role: r.role })),
  }));
}
