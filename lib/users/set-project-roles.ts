import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import type { TProjectRole } from "@/lib/auth/roles";

/** Replaces a user's roles in one project; before and after go to the audit log. */
export async function setProjectRoles(options: {
  userId: string;
  projectSlug: string;
  roles: TProjectRole[];
  actorId: string | null;
}): Promise<{ roles: string[] }> {
  const { userId, projectSlug, actorId } = options;
  const roles = [...new Set(options.roles)].sort();
  const [user, project] = await Promise.all([
    prisma.user.findUnique({ where: { id: userId }, select: { id: true } }),
    prisma.project.findUnique({ where: { slug: projectSlug }, select: { id: true } }),
  ]);
  if (!user) throw notFound("User");
  if (!project) throw notFound(`Project ${projectSlug}`);
  return prisma.$transaction(async (tx) => {
    const before = await tx.projectRole.findMany({
      where: { userId, projectId: project.id },
      select: { role: true },
    });
    await tx.projectRole.deleteMany({ where: { userId, projectId: project.id } });
    await tx.projectRole.createMany({
      data: roles.map((role) => ({ userId, projectId: project.id, role })),
    });
    await writeAudit({
      tx,
      actorId,
      projectId: project.id,
      action: "roles.set",
      entityType: "User",
      entityId: userId,
      before: { roles: before.map((r) => r.role).sort() },
      after: { roles },
    });
    return { roles };
  });
}
