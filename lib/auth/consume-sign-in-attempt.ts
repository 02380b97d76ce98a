import { prisma } from "@/lib/db/client";

/**
 * Counts one sign-in attempt for an account and says whether it is allowed.
 * better-auth limits attempts per client address, but without a proxy that
 * rewrites X-Forwarded-For the address can be forged; this per-account window
 * stops password guessing against one account from many forged addresses.
 */
export async function consumeSignInAttempt(options: { email: string; max: number; windowSeconds: number; now?: number }): Promise<boolean> {
  const now = options.now ?? Date.now();
  const key = `sign-in-account|${options.email.trim().toLowerCase()}`;
  const windowStart = BigInt(now - options.windowSeconds * 1000);
  return prisma.$transaction(async (tx) => {
    const row = await tx.rateLimit.findUnique({ where: { key } });
    const count = row && row.lastRequest > windowStart ? row.count + 1 : 1;
    const lastRequest = row && row.lastRequest > windowStart ? row.lastRequest : BigInt(now);
    await tx.rateLimit.upsert({ where: { key }, create: { id: key, key, count, lastRequest }, update: { count, lastRequest } });
    return count <= options.max;
  });
}
