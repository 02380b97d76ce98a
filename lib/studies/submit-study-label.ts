import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import { findSwapPosition } from "./find-swap-position";
import type { TStudyPhase, TSubmitStudyLabel } from "./schemas";

/**
 * Records a rater's label of one study patch in one setting, with the rubric author it was given
 * with (own: the rater; swap: the rater before them). Only while labelling, own labels before any
 * swap label, and once: a label never changes (a second one is a CONFLICT).
 */
export async function submitStudyLabel(options: {
  study: { id: string; phase: TStudyPhase; raterCount: number };
  raterId: string;
  position: number;
  input: TSubmitStudyLabel;
}) {
  const { study, raterId, position, input } = options;
  const inStudy = await prisma.studyPatch.findUnique({
    where: { studyId_patchId: { studyId: study.id, patchId: input.patchId } },
    select: { id: true },
  });
  if (!inStudy) throw notFound("Patch of this study");
  if (study.phase !== "labelling")
    throw new AppError(
      "CONFLICT",
      `The study is ${study.phase}: labels are taken only while labelling.`,
    );
  if (input.setting === "swap") {
    const [own, total] = await Promise.all([
      prisma.studyLabel.count({ where: { studyId: study.id, raterId, setting: "own" } }),
      prisma.studyPatch.count({ where: { studyId: study.id } }),
    ]);
    if (own < total)
      throw new AppError(
        "CONFLICT",
        `Label every patch with your own rubric first (${own} of ${total} done).`,
      );
  }
  const rubricPosition =
    input.setting === "own" ? position : findSwapPosition({ position, raters: study.raterCount });
  const author = await prisma.studyRater.findUniqueOrThrow({
    where: { studyId_position: { studyId: study.id, position: rubricPosition } },
    select: { userId: true },
  });
  const existing = await prisma.studyLabel.findUnique({
    where: {
      studyId_patchId_raterId_setting: {
        studyId: study.id,
        patchId: input.patchId,
        raterId,
        setting: input.setting,
      },
    },
    select: { id: true },
  });
  if (existing)
    throw new AppError("CONFLICT", "You have already labelled this patch in this setting.");
  const label = await prisma.studyLabel.create({
    data: {
      studyId: study.id,
      patchId: input.patchId,
      raterId,
      setting: input.setting,
      rubricAuthorId: author.userId,
      label: input.label,
      justification: input.justification.trim(),
    },
    select: { id: true, createdAt: true },
  });
  return { id: label.id, setting: input.setting, createdAt: label.createdAt };
}
