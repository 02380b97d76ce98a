import { prisma, type Prisma } from "@/lib/db/client";
import { readDraftTarget, type TDraftTarget } from "./read-draft-target";

/** A claimed draft job; `attempts` counts this one. */
export type TClaimedDraftJob = { id: string; attempts: number };

/**
 * The draft jobs a worker drafting with `target` can write: offline ones (no LLM) always; LLM
 * ones only when queued for its very LLM (provider, model and endpoint), or queued before jobs
 * recorded one (provider null) when it has any. Without an LLM, offline jobs only.
 */
function servedBy(target: TDraftTarget | null): Prisma.DraftJobWhereInput {
  const engines: Prisma.DraftJobWhereInput[] = [{ engine: "offline" }];
  if (target)
    engines.push(
      {
        engine: "llm",
        provider: target.provider,
        model: target.model,
        endpoint: target.endpoint,
      },
      { engine: "llm", provider: null },
    );
  return { OR: engines };
}

/**
 * Claims up to `limit` of the oldest pending draft jobs (or ones whose worker died: running
 * with an expired lease) that this worker can draft (`target`, default this process's LLM;
 * see servedBy), each with a compare-and-set update, so two workers never take the same job.
 * Jobs queued for another LLM stay queued for a worker that has it.
 */
export async function claimDraftJobs(options: {
  limit: number;
  leaseUntil: Date;
  /** The LLM this worker drafts with (default readDraftTarget(): this process's). */
  target?: TDraftTarget | null;
  now?: Date;
}): Promise<TClaimedDraftJob[]> {
  const { limit, leaseUntil } = options;
  const now = options.now ?? new Date();
  if (limit <= 0) return [];
  const target = options.target === undefined ? readDraftTarget() : options.target;
  const candidates = await prisma.draftJob.findMany({
    where: {
      AND: [
        { OR: [{ status: "pending" }, { status: "running", leaseUntil: { lt: now } }] },
        servedBy(target),
      ],
    },
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
