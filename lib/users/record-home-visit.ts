import { prisma } from "@/lib/db/client";

/**
 * Records that the user opened the home page at `at` and returns the previous visit (null on
 * the first), read and written in one transaction so two tabs do not both see the older time.
 */
export async function recordHomeVisit(options: { userId: string; at: Date }): Promise<Date | null> {
  const { userId, at } = options;
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: userId },
      select: { homeVisitedAt: true },
    });
    if (!user) return null;
    await tx.user.updateMany({
      where: { id: userId, homeVisitedAt: user.homeVisitedAt },
      data: { homeVisitedAt: at },
    });
    return user.homeVisitedAt;
  });
}
