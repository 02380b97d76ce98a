import type { TSessionUser } from "@/lib/auth/get-session-user";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { hashApiToken } from "./hash-api-token";
import { limitTokenRate } from "./limit-token-rate";
import { API_TOKEN_PREFIX } from "./to-api-token-summary";
import type { TApiTokenScope, TTokenPrincipal } from "./schemas";

/** lastUsedAt is written at most this often per token (and server process). */
const LAST_USED_EVERY_MS = 60_000;
const lastWritten = new Map<string, number>();

const refused = (why: string) =>
  new AppError("UNAUTHENTICATED", `This API token ${why}. Create a new one in Settings.`);

/**
 * The user and token behind `Authorization: Bearer <token>`: 401 for a token that is unknown,
 * revoked, expired or whose user is deactivated (saying which, never which user); 429 over the
 * per-token rate limit. Notes the last use (at most once a minute).
 */
export async function authenticateApiToken(options: {
  token: string;
  ratePerMinute: number;
  now?: number;
}): Promise<{ user: TSessionUser; token: TTokenPrincipal }> {
  const now = options.now ?? Date.now();
  if (!options.token.startsWith(API_TOKEN_PREFIX)) throw refused("is not one Rubricate issued");
  const row = await prisma.apiToken.findUnique({
    where: { tokenHash: hashApiToken({ token: options.token }) },
    select: {
      id: true,
      scope: true,
      expiresAt: true,
      revokedAt: true,
      project: { select: { id: true, slug: true } },
      user: { select: { id: true, email: true, name: true, isAdmin: true, deactivatedAt: true } },
    },
  });
  if (!row) throw refused("is not known");
  if (row.revokedAt) throw refused("was revoked");
  if (row.expiresAt.getTime() <= now) throw refused("has expired");
  if (row.user.deactivatedAt) throw refused("belongs to a deactivated account");
  const wait = limitTokenRate({ tokenId: row.id, perMinute: options.ratePerMinute, now });
  if (wait > 0)
    throw new AppError(
      "RATE_LIMITED",
      `Too many requests with this token; try again in ${Math.ceil(wait / 1000)} s.`,
      { retryAfterSeconds: Math.ceil(wait / 1000) },
    );
  if (now - (lastWritten.get(row.id) ?? 0) >= LAST_USED_EVERY_MS) {
    lastWritten.set(row.id, now);
    await prisma.apiToken.updateMany({
      where: { id: row.id },
      data: { lastUsedAt: new Date(now) },
    });
  }
  const { deactivatedAt: _d, ...user } = row.user;
  return {
    user,
    token: { id: row.id, scope: row.scope as TApiTokenScope, project: row.project },
  };
}
