import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { ZPasswordField } from "./schemas";

/**
 * Sets a user's email/password credential (creating it for users restored from a dump, who
 * have none) and ends their sessions, with an audit row, in one transaction. The password
 * must pass checkPassword, with the user's email and name.
 */
export async function setUserPassword(options: {
  email: string;
  password: string;
  actorId: string | null;
}) {
  const { email, password, actorId } = options;
  ZPasswordField.parse({ password });
  const user = await prisma.user.findUnique({
    where: { email: email.toLowerCase() },
    select: { id: true, email: true, name: true },
  });
  if (!user) throw new AppError("NOT_FOUND", `No user with email ${email}.`);
  ZPasswordField.parse({ password, email: user.email, name: user.name });
  const hash = await hashPassword(password);
  await prisma.$transaction(async (tx) => {
    const updated = await tx.account.updateMany({
      where: { userId: user.id, providerId: "credential" },
      data: { password: hash },
    });
    if (updated.count === 0)
      await tx.account.create({
        data: {
          id: randomUUID(),
          userId: user.id,
          accountId: user.id,
          providerId: "credential",
          password: hash,
        },
      });
    await tx.session.deleteMany({ where: { userId: user.id } });
    await writeAudit({
      tx,
      actorId,
      action: "user.password.set",
      entityType: "User",
      entityId: user.id,
      after: { email: user.email },
    });
  });
  return { id: user.id, email: user.email };
}
