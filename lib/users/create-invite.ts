import { randomBytes } from "node:crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { hashInviteToken } from "./hash-invite-token";
import { resolveProjectIds } from "./resolve-project-ids";
import type { TCreateInvite } from "./schemas";

export type TCreatedInvite = { id: string; email: string; expiresAt: Date; token: string };

/**
 * A site admin invites someone: a one-time link token (32 random bytes, base64url) whose
 * SHA-256 is stored with the email, roles and expiry, audited (`invite.create`, no token). The
 * token is returned once, for the admin to copy (there is no mail server). 409 when the email
 * already has an account; 404 naming a project slug that does not exist.
 */
export async function createInvite(options: {
  input: TCreateInvite;
  actorId: string;
}): Promise<TCreatedInvite> {
  const { input, actorId } = options;
  if (await prisma.user.findUnique({ where: { email: input.email }, select: { id: true } }))
    throw new AppError("CONFLICT", `A user with email ${input.email} already exists.`);
  await resolveProjectIds({ slugs: input.projectRoles.map((r) => r.projectSlug) });
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + input.expiresInHours * 3_600_000);
  return prisma.$transaction(async (tx) => {
    const invite = await tx.invite.create({
      data: {
        tokenHash: hashInviteToken({ token }),
        email: input.email,
        isAdmin: input.isAdmin,
        projectRoles: JSON.stringify(input.projectRoles),
        createdById: actorId,
        expiresAt,
      },
      select: { id: true, email: true, expiresAt: true },
    });
    await writeAudit({
      tx,
      actorId,
      action: "invite.create",
      entityType: "Invite",
      entityId: invite.id,
      after: {
        email: input.email,
        isAdmin: input.isAdmin,
        projectRoles: input.projectRoles,
        expiresAt: expiresAt.toISOString(),
      },
    });
    return { ...invite, token };
  });
}
