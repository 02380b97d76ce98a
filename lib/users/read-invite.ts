import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { hashInviteToken } from "./hash-invite-token";
import { ZInviteToken } from "./schemas";

export type TOpenInvite = { id: string; email: string; expiresAt: Date };

const UNKNOWN =
  "This invitation link is not valid. Check that you copied all of it, or ask an admin for a new one.";

/**
 * The open invite a link's token names, for the accept page and acceptInvite. A clear refusal
 * otherwise: unknown token (404), already used or expired (409, `details.reason` "used" or
 * "expired", with the date), so the invitee knows to ask an admin for a new link.
 */
export async function readInvite(options: { token: string; now?: Date }): Promise<TOpenInvite> {
  const now = options.now ?? new Date();
  if (!ZInviteToken.safeParse(options.token).success) throw new AppError("NOT_FOUND", UNKNOWN);
  const invite = await prisma.invite.findUnique({
    where: { tokenHash: hashInviteToken({ token: options.token }) },
    select: { id: true, email: true, expiresAt: true, acceptedAt: true },
  });
  if (!invite) throw new AppError("NOT_FOUND", UNKNOWN);
  if (invite.acceptedAt)
    throw new AppError(
      "CONFLICT",
      "This invitation link was already used. Sign in with the account it created, or ask an admin for a new link.",
      { reason: "used" },
    );
  if (invite.expiresAt <= now)
    throw new AppError(
      "CONFLICT",
      `This invitation link expired on ${invite.expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC. Ask an admin for a new one.`,
      { reason: "expired" },
    );
  return { id: invite.id, email: invite.email, expiresAt: invite.expiresAt };
}
