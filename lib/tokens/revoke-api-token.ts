import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";

/**
 * Revokes a token at once: its next request is a 401. Users revoke their own, site admins
 * anyone's (404 for a token that is not the actor's, so ids cannot be probed). Revoking twice
 * is a 409 naming when it was revoked; the write is conditional, audited (`token.revoke`).
 */
export async function revokeApiToken(options: {
  tokenId: string;
  actor: { id: string; isAdmin: boolean };
  now?: Date;
}): Promise<{ id: string; revokedAt: Date }> {
  const { tokenId, actor } = options;
  const now = options.now ?? new Date();
  return prisma.$transaction(async (tx) => {
    const row = await tx.apiToken.findUnique({
      where: { id: tokenId },
      select: { id: true, userId: true, projectId: true, name: true, revokedAt: true },
    });
    if (!row || (row.userId !== actor.id && !actor.isAdmin)) throw notFound("Token");
    const { count } = await tx.apiToken.updateMany({
      where: { id: tokenId, revokedAt: null },
      data: { revokedAt: now },
    });
    if (count === 0) {
      const revokedAt = (await tx.apiToken.findUnique({ where: { id: tokenId } }))?.revokedAt;
      throw new AppError(
        "CONFLICT",
        `Token "${row.name}" was already revoked${revokedAt ? ` at ${revokedAt.toISOString()}` : ""}.`,
      );
    }
    await writeAudit({
      tx,
      actorId: actor.id,
      projectId: row.projectId,
      action: "token.revoke",
      entityType: "ApiToken",
      entityId: row.id,
      before: { name: row.name, userId: row.userId },
      after: { revokedAt: now.toISOString() },
    });
    return { id: row.id, revokedAt: now };
  });
}
