import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";

export type TDraftBatch = {
  batchId: string;
  total: number;
  pending: number;
  running: number;
  done: number;
  failed: number;
  errors: { bugId: string; error: string }[];
};

/**
 * Progress of a batch of draft jobs of the project. A batch id the project never issued
 * (unknown, or another project's) is not found; a batch whose bugs were all skipped has no
 * jobs but still exists: its request is in the audit log.
 */
export async function getDraftBatch(options: {
  projectId: string;
  batchId: string;
}): Promise<TDraftBatch> {
  const { projectId, batchId } = options;
  const jobs = await prisma.draftJob.findMany({
    where: { projectId, batchId },
    select: { status: true, error: true, bug: { select: { externalId: true } } },
  });
  if (
    jobs.length === 0 &&
    !(await prisma.auditLog.findFirst({
      where: {
        entityType: "DraftBatch",
        entityId: batchId,
        projectId,
        action: "rubric.draft.request",
      },
      select: { id: true },
    }))
  ) {
    throw notFound("Draft batch");
  }
  const count = (s: string) => jobs.filter((j) => j.status === s).length;
  return {
    batchId,
    total: jobs.length,
    pending: count("pending"),
    running: count("running"),
    done: count("done"),
    failed: count("failed"),
    errors: jobs
      .filter((j) => j.error)
      .map((j) => ({ bugId: j.bug.externalId, error: j.error ?? "" })),
  };
}
