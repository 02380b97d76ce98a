import { getProjectAccess, type TProjectAccess } from "@/lib/auth/get-project-access";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import type { TCapability } from "@/lib/auth/roles";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";

/**
 * The user a local command acts as (`--as <email>`), checked as the API checks a signed-in user:
 * an active account holding a role that allows `capability` in the project (site admins hold
 * every one), refused with the server's message otherwise (getProjectAccess).
 */
export async function findActingUser(options: {
  email: string | undefined;
  slug: string;
  capability: TCapability;
}): Promise<{ user: TSessionUser; access: TProjectAccess }> {
  const { email, slug, capability } = options;
  if (!email?.trim())
    throw new AppError(
      "INVALID_INPUT",
      "--as <email> is required: the engineer this acts as (the server's signed-in user).",
    );
  const found = await prisma.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, email: true, name: true, isAdmin: true, deactivatedAt: true },
  });
  if (!found) throw new AppError("NOT_FOUND", `No user with email ${email}.`);
  if (found.deactivatedAt)
    throw new AppError("UNAUTHENTICATED", `The account ${found.email} is deactivated.`);
  const { deactivatedAt: _inactive, ...user } = found;
  return { user, access: await getProjectAccess({ user, slug, capability }) };
}
