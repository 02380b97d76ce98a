import { prisma } from "@/lib/db/client";
import { listSignInLimitKeys } from "./list-sign-in-limit-keys";

/**
 * Reserves one sign-in attempt for an account and, when known, for the client address (see
 * getClientAddress), and says whether both are still within `max` per window. The reservation
 * is given back by refundSignInAttempt when the password was right, so what the buckets count
 * is failed (and in-flight) attempts: the address limit stops guessing across many accounts
 * from one client, the account limit stops guessing one account's password from many clients,
 * and people signing in correctly are never counted against anybody. Reserving before the
 * password is checked keeps parallel guesses within the limit too.
 */
export async function consumeSignInAttempt(options: {
  email: string;
  address: string | null;
  max: number;
  windowSeconds: number;
  now?: number;
}): Promise<boolean> {
  const now = options.now ?? Date.now();
  const keys = listSignInLimitKeys(options);
  const windowStart = BigInt(now - options.windowSeconds * 1000);
  return prisma.$transaction(async (tx) => {
    let allowed = true;
    for (const key of keys) {
      const row = await tx.rateLimit.findUnique({ where: { key } });
      const count = row && row.lastRequest > windowStart ? row.count + 1 : 1;
      const lastRequest = row && row.lastRequest > windowStart ? row.lastRequest : BigInt(now);
      await tx.rateLimit.upsert({
        where: { key },
        create: { id: key, key, count, lastRequest },
        update: { count, lastRequest },
      });
      if (count > options.max) allowed = false;
    }
    return allowed;
  });
}
