import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import { listStudyBugs } from "./list-study-bugs";
import type { TSaveStudyRubric, TStudyPhase } from "./schemas";

/**
 * Saves the rater's own rubric for one bug as a draft, or submits it (`submit`: final, and it may
 * not be empty). Only in the authoring phase; a submitted rubric no longer changes.
 */
export async function saveStudyRubric(options: {
  study: { id: string; projectId: string; phase: TStudyPhase };
  authorId: string;
  bugExternalId: string;
  input: TSaveStudyRubric;
}) {
  const { study, authorId, bugExternalId, input } = options;
  const bug = (await listStudyBugs({ studyId: study.id })).find(
    (b) => b.externalId === bugExternalId,
  );
  if (!bug) throw notFound("Bug of this study");
  if (study.phase !== "authoring")
    throw new AppError("CONFLICT", "Rubrics are final: the study has left the authoring phase.");
  const content = input.content.trim();
  if (input.submit && !content)
    throw new AppError("INVALID_INPUT", "content: write the rubric before submitting it.");
  return prisma.$transaction(async (tx) => {
    const key = { studyId: study.id, bugId: bug.id, authorId };
    const before = await tx.studyRubric.findUnique({
      where: { studyId_bugId_authorId: key },
      select: { submittedAt: true },
    });
    if (before?.submittedAt)
      throw new AppError("CONFLICT", "You have already submitted your rubric for this bug.");
    const submittedAt = input.submit ? new Date() : null;
    const saved = await tx.studyRubric.upsert({
      where: { studyId_bugId_authorId: key },
      create: { ...key, content, submittedAt },
      update: { content, submittedAt },
      select: { submittedAt: true, updatedAt: true },
    });
    if (input.submit)
      await writeAudit({
        tx,
        actorId: authorId,
        projectId: study.projectId,
        action: "study.rubric.submit",
        entityType: "Study",
        entityId: study.id,
        after: { bug: bugExternalId, length: content.length },
      });
    return { status: input.submit ? ("submitted" as const) : ("draft" as const), ...saved };
  });
}
