import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { composeDraft } from "./compose-draft";

export const MAX_DRAFT_ATTEMPTS = 3;

/**
 * Drafts the rubric of one claimed job: the LLM (or offline) call first, outside
 * any transaction; then rubric, version 1, job state and audit row in one
 * transaction. A bug that meanwhile got a draft keeps it (exactly one draft).
 */
export async function runDraftJob(options: {
  jobId: string;
}): Promise<"done" | "failed" | "retry"> {
  const job = await prisma.draftJob.findUnique({
    where: { id: options.jobId },
    include: { bug: true },
  });
  if (!job || job.status !== "running") return "failed";
  const { format } = job;
  try {
    const draft = await composeDraft({
      bug: job.bug,
      format,
      engine: job.engine,
      bypassCache: job.bypassCache,
    });
    await prisma.$transaction(async (tx) => {
      const existing = await tx.rubric.findUnique({
        where: { bugId_format: { bugId: job.bugId, format } },
        select: { id: true },
      });
      if (!existing) {
        const rubric = await tx.rubric.create({
          data: { bugId: job.bugId, format, status: "editing" },
        });
        const version = await tx.rubricVersion.create({
          data: {
            rubricId: rubric.id,
            number: 1,
            kind: format === "templated" ? "draft" : "freeform_draft",
            source: draft.source,
            content: draft.content,
            createdById: job.createdById,
            llmCallId: draft.llmCallId,
            promptTemplate: draft.promptTemplate,
            promptVersion: draft.promptVersion,
            editDistance: 0,
            editDistanceNorm: 0,
          },
        });
        await tx.rubric.update({
          where: { id: rubric.id },
          data: { currentVersionId: version.id },
        });
        await writeAudit({
          tx,
          actorId: job.createdById,
          projectId: job.projectId,
          action: "rubric.draft",
          entityType: "Rubric",
          entityId: rubric.id,
          after: { versionId: version.id, source: draft.source, format },
        });
      }
      await tx.draftJob.update({
        where: { id: job.id },
        data: { status: "done", error: null, leaseUntil: null },
      });
    });
    return "done";
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const failed = job.attempts >= MAX_DRAFT_ATTEMPTS;
    await prisma.draftJob.update({
      where: { id: job.id },
      data: {
        status: failed ? "failed" : "pending",
        error: message.slice(0, 2000),
        leaseUntil: null,
      },
    });
    return failed ? "failed" : "retry";
  }
}
