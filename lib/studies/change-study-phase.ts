import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { type TMissingStudyLabels, findMissingStudyLabels } from "./find-missing-study-labels";
import type { TChangeStudyPhase } from "./schemas";
import { countNoun } from "@/lib/text/count-noun";

/**
 * authoring → labelling, only once every rater has submitted a rubric for every bug of the study
 * (otherwise CONFLICT naming what is missing, nothing changes); labelling → closed, only once
 * every rater has labelled every patch in both settings unless `force` (otherwise CONFLICT listing
 * the missing labels per rater, nothing changes; with `force` they are returned in `missing`).
 * The phase moves by a conditional write, so two concurrent changes cannot both pass.
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
        raters: {
          orderBy: { position: "asc" },
          select: { userId: true, user: { select: { name: true } } },
        },
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
    let missing: TMissingStudyLabels[] = [];
    if (input.phase === "closed") {
      const labels = await tx.studyLabel.groupBy({
        by: ["raterId", "setting"],
        where: { studyId },
        _count: { _all: true },
      });
      const count = (raterId: string, setting: "own" | "swap") =>
        labels.find((l) => l.raterId === raterId && l.setting === setting)?._count._all ?? 0;
      const found = findMissingStudyLabels({
        raters: study.raters.map((r) => ({
          name: r.user.name,
          own: count(r.userId, "own"),
          swap: count(r.userId, "swap"),
        })),
        patches: study.patches.length,
      });
      if (found.total > 0 && !input.force)
        throw new AppError(
          "CONFLICT",
          `${countNoun({ count: found.total, one: "label" })} ${countNoun({ count: found.total, one: "is", other: "are", withCount: false })} still missing: ${found.lines.join("; ")}. Closing leaves them out of the report; close anyway with force (CLI: --force).`,
          { missing: found.missing },
        );
      missing = found.missing;
    }
    const now = new Date();
    const moved = await tx.study.updateMany({
      where: { id: studyId, phase: from },
      data:
        input.phase === "labelling"
          ? { phase: "labelling", labellingAt: now }
          : { phase: "closed", closedAt: now },
    });
    if (moved.count === 0)
      throw new AppError("CONFLICT", "The study's phase changed meanwhile; reload and try again.");
    await writeAudit({
      tx,
      actorId,
      projectId: study.projectId,
      action: "study.phase",
      entityType: "Study",
      entityId: studyId,
      before: { phase: from },
      after: { phase: input.phase, ...(missing.length > 0 ? { missing } : {}) },
    });
    return { phase: input.phase, missing };
  });
}
