import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { TCreateProject } from "./schemas";

/** Creates a project; its creator (if any) becomes its admin. */
export async function createProject(options: { input: TCreateProject; actorId: string | null }) {
  const { input, actorId } = options;
  if (await prisma.project.findUnique({ where: { slug: input.slug }, select: { id: true } })) {
    throw new AppError("CONFLICT", `A project with slug ${input.slug} already exists.`);
  }
  return prisma.$transaction(async (tx) => {
    const project = await tx.project.create({
      data: input,
      select: { id: true, slug: true, name: true, description: true },
    });
    if (actorId)
      await tx.projectRole.create({
        data: { projectId: project.id, userId: actorId, role: "admin" },
      });
    await writeAudit({
      tx,
      actorId,
      projectId: project.id,
      action: "project.create",
      entityType: "Project",
      entityId: project.id,
      after: input,
    });
    return project;
  });
}
