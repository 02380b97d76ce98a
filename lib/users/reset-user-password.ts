import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import { checkPassword } from "./check-password";
import { setUserPassword } from "./set-user-password";

/** 18 random bytes → 24 base64url characters (144 bits), in groups of 6 for reading aloud. */
function generatePassword(): string {
  for (;;) {
    const raw = randomBytes(18).toString("base64url");
    const password = raw.match(/.{6}/g)!.join("-");
    if (checkPassword({ password }).ok) return password;
  }
}

/**
 * A site admin resets another user's password: a random one is generated, set (hashed) and
 * returned once, never stored in clear or audited; every session of the user ends
 * (setUserPassword, audited as `user.password.set` by the admin). The admin hands it over; the
 * user then picks their own in Settings. Admins change their own password in Settings instead.
 */
export async function resetUserPassword(options: {
  userId: string;
  actorId: string;
}): Promise<{ email: string; password: string }> {
  const { userId, actorId } = options;
  if (userId === actorId)
    throw new AppError(
      "CONFLICT",
      "Change your own password in Settings (it needs the current one).",
    );
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user) throw notFound("User");
  const password = generatePassword();
  await setUserPassword({ email: user.email, password, actorId });
  return { email: user.email, password };
}
