import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import type { TUpdateOwnProfile } from "./schemas";

/** A signed-in user changes their display name; before and after go to the audit log. */
export async function updateOwnProfile(options: {
  userId: string;
  input: TUpdateOwnProfile;
}): Promise<{ id: string; email: string; name: string; isAdmin: boolean }> {
  const { userId, input } = options;
  return prisma.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id: userId }, select: { name: true } });
    if (!before) throw notFound("User");
    const user = await tx.user.update({
      where: { id: userId },
      data: { name: input.name },
      select: { id: true, email: true, name: true, isAdmin: true },
    });
    if (before.name !== user.name)
      await writeAudit({
        tx,
        actorId: userId,
        action: "user.update",
        entityType: "User",
        entityId: userId,
        before: { name: before.name },
        after: { name: user.name },
      });
    return user;
  });
}
