import { prisma } from "@/lib/db/client";
import { lockForWrites } from "@/lib/db/lock-for-writes";
import { listSignInLimitKeys } from "./list-sign-in-limit-keys";

/**
 * Reserves one sign-in attempt for an account and, when known, for the client address (see
 * getClientAddress), and says whether both are still within `max` per window. The reservation
 * is given back by refundSignInAttempt when the password was right, so what the buckets count
 * is failed (and in-flight) attempts: the address limit stops guessing across many accounts
 * from one client, the account limit stops guessing one account's password from many clients,
 * and people signing in correctly are never counted against anybody. Reserving before the
 * password is checked keeps parallel guesses within the limit too: each bucket is counted with an
 * increment in the database under the bucket's lock (lockForWrites; SQLite's transactions
 * already take turns), so N parallel attempts count N on both engines (a count read, computed
 * here and written back lost attempts on PostgreSQL, whose READ COMMITTED let parallel attempts
 * read the same count), and a refund in between is never overwritten.
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
    // Locked in one order (the keys sorted), so two attempts never wait on each other's lock.
    for (const key of [...keys].sort()) await lockForWrites({ tx, key: `rate-limit:${key}` });
    for (const key of keys) {
      // A bucket whose window has passed starts again; then one more, as an increment in the
      // database (never a count computed here), so a concurrent refund's decrement is kept too.
      await tx.rateLimit.updateMany({
        where: { key, lastRequest: { lte: windowStart } },
        data: { count: 0, lastRequest: BigInt(now) },
      });
      const { count } = await tx.rateLimit.upsert({
        where: { key },
        create: { id: key, key, count: 1, lastRequest: BigInt(now) },
        update: { count: { increment: 1 } },
        select: { count: true },
      });
      if (count > options.max) allowed = false;
    }
    return allowed;
  });
}
