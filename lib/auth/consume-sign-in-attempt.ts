import { prisma } from "@/lib/db/client";

/**
 * Counts one sign-in attempt for an account and for a client address (see getClientAddress)
 * and says whether both are still within their budget per window (`max` for the account,
 * `addressMax`, default `max`, for the address). The address limit stops
 * guessing across many accounts from one client; the account limit stops guessing one
 * account's password from many clients.
 */
export async function consumeSignInAttempt(options: {
  email: string;
  address: string;
  max: number;
  addressMax?: number;
  windowSeconds: number;
  now?: number;
}): Promise<boolean> {
  const now = options.now ?? Date.now();
  const keys = [
    { key: `sign-in-account|${options.email.trim().toLowerCase()}`, max: options.max },
    { key: `sign-in-address|${options.address}`, max: options.addressMax ?? options.max },
  ];
  const windowStart = BigInt(now - options.windowSeconds * 1000);
  return prisma.$transaction(async (tx) => {
    let allowed = true;
    for (const { key, max } of keys) {
      const row = await tx.rateLimit.findUnique({ where: { key } });
      const count = row && row.lastRequest > windowStart ? row.count + 1 : 1;
      const lastRequest = row && row.lastRequest > windowStart ? row.lastRequest : BigInt(now);
      await tx.rateLimit.upsert({
        where: { key },
        create: { id: key, key, count, lastRequest },
        update: { count, lastRequest },
      });
      if (count > max) allowed = false;
    }
    return allowed;
  });
}
