import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { AppError } from "@/lib/errors/app-error";
import { type TCreateUser, ZPasswordField } from "./schemas";

export type TCreatedUser = { id: string; email: string; name: string; isAdmin: boolean };

/**
 * Creates a user with an email/password account (hashed by better-auth) and
 * any project roles, with its audit row, in one transaction. The password must pass
 * checkPassword, whoever calls (API, CLI, seed).
 */
export async function createUser(options: {
  input: TCreateUser;
  actorId: string | null;
}): Promise<TCreatedUser> {
  const { input, actorId } = options;
  ZPasswordField.parse({ password: input.password, email: input.email, name: input.name });
  if (await prisma.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
    throw new AppError("CONFLICT", `A user with email ${input.email} already exists.`);
  }
  const slugs = [...new Set(input.projectRoles.map((r) => r.projectSlug))];
  const projects = (
    await forChunks({
      items: slugs,
      run: (chunk) =>
        prisma.project.findMany({
          where: { slug: { in: chunk } },
          select: { id: true, slug: true },
        }),
    })
  ).flat();
  const missing = slugs.filter((s) => !projects.some((p) => p.slug === s));
  if (missing.length > 0)
    throw new AppError("NOT_FOUND", `No project with slug ${missing.join(", ")}.`);
  const projectId = new Map(projects.map((p) => [p.slug, p.id]));
  const password = await hashPassword(input.password);
  const id = randomUUID();
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: {
        id,
        email: input.email,
        name: input.name,
        isAdmin: input.isAdmin,
        emailVerified: true,
      },
      select: { id: true, email: true, name: true, isAdmin: true },
    });
    await tx.account.create({
      data: { id: randomUUID(), userId: id, accountId: id, providerId: "credential", password },
    });
    if (input.projectRoles.length > 0) {
      await tx.projectRole.createMany({
        data: input.projectRoles.map((r) => ({
          userId: id,
          projectId: projectId.get(r.projectSlug)!,
          role: r.role,
        })),
      });
    }
    await writeAudit({
      tx,
      actorId,
      action: "user.create",
      entityType: "User",
      entityId: id,
      after: {
        email: user.email,
        name: user.name,
        isAdmin: user.isAdmin,
        projectRoles: input.projectRoles,
      },
    });
    return user;
  });
}
