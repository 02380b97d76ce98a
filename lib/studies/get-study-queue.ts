import { prisma } from "@/lib/db/client";
import { findSwapPosition } from "./find-swap-position";
import type { TStudyPhase, TStudySetting } from "./schemas";

/**
 * A rater's labelling queue: every patch with their own rubric first, then every patch with the
 * rubric of the rater before them (findSwapPosition). Only the next unlabelled item is returned,
 * never both settings of one patch side by side, and never a label given before; `item` is null
 * once both passes are done (or outside the labelling phase).
 */
export async function getStudyQueue(options: {
  study: { id: string; phase: TStudyPhase; raterCount: number };
  raterId: string;
  position: number;
}) {
  const { study, raterId, position } = options;
  const [patches, labels] = await Promise.all([
    prisma.studyPatch.findMany({
      where: { studyId: study.id },
      orderBy: { position: "asc" },
      select: { patchId: true },
    }),
    prisma.studyLabel.findMany({
      where: { studyId: study.id, raterId },
      select: { patchId: true, setting: true },
    }),
  ]);
  const total = patches.length;
  const done = (setting: TStudySetting) => labels.filter((l) => l.setting === setting).length;
  const progress = { total, own: done("own"), swap: done("swap") };
  const base = { phase: study.phase, progress, done: progress.own + progress.swap >= 2 * total };
  if (study.phase !== "labelling") return { ...base, item: null };
  const has = new Set(labels.map((l) => `${l.setting}:${l.patchId}`));
  const setting: TStudySetting = progress.own < total ? "own" : "swap";
  const next = patches.findIndex((p) => !has.has(`${setting}:${p.patchId}`));
  if (next < 0) return { ...base, item: null };
  const swapPosition = findSwapPosition({ position, raters: study.raterCount });
  const rubricPosition = setting === "own" ? position : swapPosition;
  const author = await prisma.studyRater.findUniqueOrThrow({
    where: { studyId_position: { studyId: study.id, position: rubricPosition } },
    select: { userId: true },
  });
  const patch = await prisma.patch.findUniqueOrThrow({
    where: { id: patches[next]!.patchId },
    select: {
      id: true,
      externalId: true,
      diff: true,
      bug: { select: { id: true, externalId: true, title: true, report: true } },
    },
  });
  const rubric = await prisma.studyRubric.findUnique({
    where: {
      studyId_bugId_authorId: { studyId: study.id, bugId: patch.bug.id, authorId: author.userId },
    },
    select: { content: true },
  });
  return {
    ...base,
    item: {
      setting,
      index: next + 1,
      patch: { id: patch.id, externalId: patch.externalId, diff: patch.diff },
      bug: {
        externalId: patch.bug.externalId,
        title: patch.bug.title,
        report: patch.bug.report,
      },
      rubric: { authorPosition: rubricPosition, content: rubric?.content ?? "" },
    },
  };
}
