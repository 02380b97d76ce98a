import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { TChangeStudyPhase } from "./schemas";

/**
 * authoring → labelling, only once every rater has submitted a rubric for every bug of the study
 * (otherwise CONFLICT naming what is missing, nothing changes); labelling → closed.
 */
export async function changeStudyPhase(options: {
  studyId: string;
  actorId: string;
  input: TChangeStudyPhase;
}) {
  const { studyId, actorId, input } = options;
  return prisma.$transaction(async (tx) => {
    const study = await tx.study.findUniqueOrThrow({
      where: { id: studyId },
      select: {
        projectId: true,
        phase: true,
        raters: { select: { userId: true, user: { select: { name: true } } } },
        patches: { select: { patch: { select: { bugId: true } } } },
      },
    });
    const from = study.phase;
    const expected = input.phase === "labelling" ? "authoring" : "labelling";
    if (from !== expected)
      throw new AppError(
        "CONFLICT",
        `The study is ${from}; it can move to ${input.phase} only from ${expected}.`,
      );
    if (input.phase === "labelling") {
      const bugIds = [...new Set(study.patches.map((p) => p.patch.bugId))];
      const submitted = await tx.studyRubric.findMany({
        where: { studyId, submittedAt: { not: null } },
        select: { authorId: true, bugId: true },
      });
      const missing = study.raters
        .map((r) => ({
          name: r.user.name,
          count: bugIds.filter(
            (b) => !submitted.some((s) => s.authorId === r.userId && s.bugId === b),
          ).length,
        }))
        .filter((m) => m.count > 0);
      if (missing.length > 0)
        throw new AppError(
          "CONFLICT",
          `Every rater must submit a rubric for every bug first: ${missing
            .map((m) => `${m.name} has ${m.count} of ${bugIds.length} to go`)
            .join("; ")}.`,
          { missing },
        );
    }
    const now = new Date();
    await tx.study.update({
      where: { id: studyId },
      data:
        input.phase === "labelling"
          ? { phase: "labelling", labellingAt: now }
          : { phase: "closed", closedAt: now },
    });
    await writeAudit({
      tx,
      actorId,
      projectId: study.projectId,
      action: "study.phase",
      entityType: "Study",
      entityId: studyId,
      before: { phase: from },
      after: { phase: input.phase },
    });
    return { phase: input.phase };
  });
}
