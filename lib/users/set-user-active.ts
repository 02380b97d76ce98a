import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";

/**
 * A site admin deactivates or reactivates a user. Deactivating stamps User.deactivatedAt and
 * deletes every session of the user in the same transaction (their next request is refused and
 * they cannot sign in: lib/auth refuses a deactivated user's session); their labels, rubrics and
 * audit history stay. The state check is the conditional write itself (no lost race on either
 * engine): deactivating a deactivated user, or reactivating an active one, is a 409 that changes
 * nothing. Admins cannot deactivate themselves (no lock-out by a slip).
 */
export async function setUserActive(options: {
  userId: string;
  active: boolean;
  /** Null for the CLI, acting for the installation. */
  actorId: string | null;
}): Promise<{ id: string; email: string; deactivatedAt: Date | null; sessionsEnded: number }> {
  const { userId, active, actorId } = options;
  if (!active && userId === actorId)
    throw new AppError("CONFLICT", "You cannot deactivate your own account.");
  return prisma.$transaction(async (tx) => {
    const now = new Date();
    const updated = await tx.user.updateMany({
      where: { id: userId, deactivatedAt: active ? { not: null } : null },
      data: { deactivatedAt: active ? null : now },
    });
    const user = await tx.user.findUnique({
      where: { id: userId },
      select: { id: true, email: true, deactivatedAt: true },
    });
    if (!user) throw notFound("User");
    if (updated.count === 0)
      throw new AppError(
        "CONFLICT",
        active ? `${user.email} is already active.` : `${user.email} is already deactivated.`,
      );
    const ended = active ? { count: 0 } : await tx.session.deleteMany({ where: { userId } });
    await writeAudit({
      tx,
      actorId,
      action: active ? "user.reactivate" : "user.deactivate",
      entityType: "User",
      entityId: userId,
      before: { active: !active },
      after: { active, sessionsEnded: ended.count },
    });
    return { ...user, sessionsEnded: ended.count };
  });
}
