import { prisma } from "@/lib/db/client";
import { createApiToken } from "@/lib/tokens/create-api-token";
import { revokeApiToken } from "@/lib/tokens/revoke-api-token";
import type { TApiTokenScope } from "@/lib/tokens/schemas";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { createUser } from "@/lib/users/create-user";
import { setUserActive } from "@/lib/users/set-user-active";
import { PASSWORD, type TWorld, type TWorldUser } from "./fixtures";

// API tokens for the e2e specs, made through lib/tokens as a user would in Settings.

const idOf = async (u: TWorldUser) =>
  (await prisma.user.findUniqueOrThrow({ where: { email: u.email }, select: { id: true } })).id;

/**
 * A new API token of `user`: read-write unless `scope` says otherwise, for every project of
 * theirs or only `projectSlug`; `revoked` (revoked at once) or `expired` (made two days ago for
 * one day) when `state` says so.
 */
export async function tokenOf(
  user: TWorldUser,
  options: { scope?: TApiTokenScope; projectSlug?: string; state?: "revoked" | "expired" } = {},
): Promise<string> {
  const userId = await idOf(user);
  const expired = options.state === "expired";
  const made = await createApiToken({
    userId,
    input: {
      name: `e2e ${options.scope ?? "read-write"} ${options.state ?? ""}`.trim(),
      scope: options.scope ?? "read-write",
      projectSlug: options.projectSlug,
      ...(expired ? { expiresInDays: 1 } : {}),
    },
    ...(expired ? { now: new Date(Date.now() - 2 * 86_400_000) } : {}),
  });
  if (options.state === "revoked")
    await revokeApiToken({ tokenId: made.id, actor: { id: userId, isAdmin: false } });
  return made.token;
}

/** A read-write token of a lead of `world` who was deactivated after making it (by the site admin). */
export async function deactivatedUsersToken(world: TWorld): Promise<string> {
  const email = `deactivated-${world.slug}@e2e.test`;
  const user = await createUser({
    input: {
      email,
      name: `deactivated ${world.slug}`,
      password: PASSWORD,
      isAdmin: false,
      projectRoles: [{ projectSlug: world.slug, role: "lead" }],
    },
    actorId: null,
    hashPassword: reusePasswordHash,
  });
  const token = await tokenOf({ email, name: user.name });
  await setUserActive({
    userId: user.id,
    active: false,
    actorId: await idOf(world.users.siteAdmin),
  });
  return token;
}
