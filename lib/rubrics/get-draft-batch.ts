import { prisma } from "@/lib/db/client";

export type TDraftBatch = { batchId: string; total: number; pending: number; running: number; done: number; failed: number; errors: { bugId: string; error: string }[] };

/** Progress of a batch of draft jobs. */
export async function getDraftBatch(options: { projectId: string; batchId: string }): Promise<TDraftBatch> {
  const jobs = await prisma.draftJob.findMany({
    where: { projectId: options.projectId, batchId: options.batchId },
    select: { status: true, error: true, bug: { select: { externalId: true } } },
  });
  const count = (s: string) => jobs.filter((j) => j.status === s).length;
  return {
    batchId: options.batchId, total: jobs.length, pending: count("pending"), running: count("running"), done: count("done"), failed: count("failed"),
    errors: jobs.filter((j) => j.error).map((j) => ({ bugId: j.bug.externalId, error: j.error ?? "" })),
  };
}
