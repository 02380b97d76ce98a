import { prisma } from "@/lib/db/client";

/** A claimed draft job; `attempts` counts this one. */
export type TClaimedDraftJob = { id: string; attempts: number };

/**
 * Claims up to `limit` of the oldest pending draft jobs (or ones whose worker died: running
 * with an expired lease), each with a compare-and-set update, so two workers never take the
 * same job.
 */
export async function claimDraftJobs(options: {
  limit: number;
  leaseUntil: Date;
  now?: Date;
}): Promise<TClaimedDraftJob[]> {
  const { limit, leaseUntil } = options;
  const now = options.now ?? new Date();
  if (limit <= 0) return [];
  const candidates = await prisma.draftJob.findMany({
    where: { OR: [{ status: "pending" }, { status: "running", leaseUntil: { lt: now } }] },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { id: true, status: true, attempts: true },
  });
  const claimed: TClaimedDraftJob[] = [];
  for (const next of candidates) {
    const taken = await prisma.draftJob.updateMany({
      where: { id: next.id, status: next.status, attempts: next.attempts },
      data: { status: "running", attempts: next.attempts + 1, leaseUntil },
    });
    if (taken.count === 1) claimed.push({ id: next.id, attempts: next.attempts + 1 });
  }
  return claimed;
}
