import { prisma } from "@/lib/db/client";
import { listSignInLimitKeys } from "./list-sign-in-limit-keys";

/**
 * Gives back the attempt consumeSignInAttempt reserved, once the password proved right: a
 * correct sign-in does not count against the account or the client address. A conditional
 * decrement (never below zero, only within the current window) on both engines.
 */
export async function refundSignInAttempt(options: {
  email: string;
  address: string | null;
  windowSeconds: number;
  now?: number;
}): Promise<void> {
  const now = options.now ?? Date.now();
  const windowStart = BigInt(now - options.windowSeconds * 1000);
  await prisma.rateLimit.updateMany({
    where: {
      key: { in: listSignInLimitKeys(options) },
      count: { gt: 0 },
      lastRequest: { gt: windowStart },
    },
    data: { count: { decrement: 1 } },
  });
}
