import { hashPassword } from "better-auth/crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { insertUser } from "./insert-user";
import { resolveProjectIds } from "./resolve-project-ids";
import { type TCreateUser, ZPasswordField } from "./schemas";

export type TCreatedUser = { id: string; email: string; name: string; isAdmin: boolean };

/**
 * Creates a user with an email/password account (hashed by better-auth) and
 * any project roles, with its audit row, in one transaction. The password must pass
 * checkPassword, whoever calls (API, CLI, seed). `hashPassword` replaces better-auth's scrypt
 * (tests pass lib/test/reuse-password-hash, one hash per password per process: scrypt costs
 * 0.1 to 0.6 s of CPU, and the e2e fixtures make eight users per test).
 */
export async function createUser(options: {
  input: TCreateUser;
  actorId: string | null;
  hashPassword?: (password: string) => Promise<string>;
}): Promise<TCreatedUser> {
  const { input, actorId } = options;
  ZPasswordField.parse({ password: input.password, email: input.email, name: input.name });
  if (await prisma.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
    throw new AppError("CONFLICT", `A user with email ${input.email} already exists.`);
  }
  const projectId = await resolveProjectIds({
    slugs: input.projectRoles.map((r) => r.projectSlug),
  });
  const passwordHash = await (options.hashPassword ?? hashPassword)(input.password);
  return prisma.$transaction(async (tx) => {
    const user = await insertUser({
      tx,
      email: input.email,
      name: input.name,
      isAdmin: input.isAdmin,
      passwordHash,
      roles: input.projectRoles.map((r) => ({
        projectId: projectId.get(r.projectSlug)!,
        role: r.role,
      })),
    });
    await writeAudit({
      tx,
      actorId,
      action: "user.create",
      entityType: "User",
      entityId: user.id,
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
