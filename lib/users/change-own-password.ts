import { hashPassword, verifyPassword } from "better-auth/crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import { checkPassword } from "./check-password";
import { invalidField } from "./invalid-field";
import type { TChangeOwnPassword } from "./schemas";

/**
 * A signed-in user changes their own password: the current one must be right, the new one must
 * pass checkPassword with the user's email and name and differ from the current one. The
 * credential is replaced only if it is still the one checked (a conditional write), and every
 * session of the user ends (they sign in again with the new password), with an audit row, in one
 * transaction. A wrong current password changes nothing (422 on `currentPassword`).
 */
export async function changeOwnPassword(options: {
  userId: string;
  input: TChangeOwnPassword;
}): Promise<{ sessionsEnded: number }> {
  const { userId, input } = options;
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      name: true,
      accounts: { where: { providerId: "credential" }, select: { id: true, password: true } },
    },
  });
  if (!user) throw notFound("User");
  const account = user.accounts[0];
  if (!account?.password)
    throw new AppError("CONFLICT", "This account has no password yet; ask an admin to set one.");
  if (!(await verifyPassword({ hash: account.password, password: input.currentPassword })))
    throw invalidField({ path: "currentPassword", message: "is not your current password" });
  const verdict = checkPassword({
    password: input.newPassword,
    email: user.email,
    name: user.name,
  });
  if (!verdict.ok) throw invalidField({ path: "newPassword", message: verdict.message });
  if (input.newPassword === input.currentPassword)
    throw invalidField({ path: "newPassword", message: "must differ from your current password" });
  const hash = await hashPassword(input.newPassword);
  return prisma.$transaction(async (tx) => {
    const updated = await tx.account.updateMany({
      where: { id: account.id, password: account.password },
      data: { password: hash },
    });
    if (updated.count === 0)
      throw new AppError("CONFLICT", "Your password was changed meanwhile; sign in again.");
    const ended = await tx.session.deleteMany({ where: { userId } });
    await writeAudit({
      tx,
      actorId: userId,
      action: "user.password.change",
      entityType: "User",
      entityId: userId,
      after: { email: user.email, sessionsEnded: ended.count },
    });
    return { sessionsEnded: ended.count };
  });
}
