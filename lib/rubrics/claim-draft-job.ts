import { prisma } from "@/lib/db/client";

const LEASE_MS = 5 * 60_000;

/**
 * Claims the oldest pending draft job (or one whose worker died: running with an
 * expired lease) with a compare-and-set update, so two workers never take the same job.
 */
export async function claimDraftJob(options: { now?: Date } = {}): Promise<string | null> {
  const now = options.now ?? new Date();
  for (let tries = 0; tries < 5; tries++) {
    const next = await prisma.draftJob.findFirst({
      where: { OR: [{ status: "pending" }, { status: "running", leaseUntil: { lt: now } }] },
      orderBy: { createdAt: "asc" },
      select: { id: true, status: true, attempts: true },
    });
    if (!next) return null;
    const claimed = await prisma.draftJob.updateMany({
      where: { id: next.id, status: next.status, attempts: next.attempts },
      data: { status: "running", attempts: next.attempts + 1, leaseUntil: new Date(now.getTime() + LEASE_MS) },
    });
    if (claimed.count === 1) return next.id;
  }
  return null;
}
