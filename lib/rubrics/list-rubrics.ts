import { prisma } from "@/lib/db/client";
import type { TRubricFormat } from "./schemas";

/**
 * Every bug of the project with its rubric of one format, in bug order: status, editor, the
 * current and golden version numbers, where the draft came from, and the newest draft job (so a
 * failed or queued draft shows). A bug without a rubric has `status` null. No rubric text.
 */
export async function listRubrics(options: { projectId: string; format: TRubricFormat }) {
  const { projectId, format } = options;
  const bugs = await prisma.bug.findMany({
    where: { projectId },
    orderBy: { externalId: "asc" },
    select: {
      externalId: true,
      title: true,
      bugType: true,
      rubrics: {
        where: { format },
        select: {
          status: true,
          updatedAt: true,
          editor: { select: { name: true, email: true } },
          currentVersion: { select: { number: true } },
          goldenVersion: { select: { number: true } },
          versions: { where: { number: 1 }, select: { source: true } },
        },
      },
      draftJobs: {
        where: { format },
        orderBy: { createdAt: "desc" },
        take: 1,
        select: {
          batchId: true,
          status: true,
          engine: true,
          provider: true,
          model: true,
          error: true,
        },
      },
    },
  });
  return bugs.map((b) => {
    const r = b.rubrics[0];
    return {
      bug: b.externalId,
      title: b.title,
      bugType: b.bugType,
      format,
      status: r?.status ?? null,
      editor: r?.editor ?? null,
      currentVersion: r?.currentVersion?.number ?? null,
      goldenVersion: r?.goldenVersion?.number ?? null,
      draftSource: r?.versions[0]?.source ?? null,
      updatedAt: r?.updatedAt.toISOString() ?? null,
      latestDraftJob: b.draftJobs[0] ?? null,
    };
  });
}
