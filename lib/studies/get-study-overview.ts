import { prisma } from "@/lib/db/client";
import { findSwapPosition } from "./find-swap-position";
import { loadStudyReport } from "./load-study-report";

/**
 * A lead's view of a study: per-rater progress (rubrics, own and swap labels) and the report,
 * left out (null) for a lead who rates in the study until it is closed (`blind`).
 */
export async function getStudyOverview(options: { studyId: string; blind: boolean }) {
  const { studyId, blind } = options;
  const study = await prisma.study.findUniqueOrThrow({
    where: { id: studyId },
    select: {
      id: true,
      name: true,
      phase: true,
      createdAt: true,
      closedAt: true,
      raters: {
        orderBy: { position: "asc" },
        select: { position: true, userId: true, user: { select: { name: true, email: true } } },
      },
      patches: { select: { patch: { select: { bugId: true } } } },
    },
  });
  const [rubrics, labels] = await Promise.all([
    prisma.studyRubric.groupBy({
      by: ["authorId"],
      where: { studyId, submittedAt: { not: null } },
      _count: { _all: true },
    }),
    prisma.studyLabel.groupBy({
      by: ["raterId", "setting"],
      where: { studyId },
      _count: { _all: true },
    }),
  ]);
  const bugs = new Set(study.patches.map((p) => p.patch.bugId)).size;
  const patches = study.patches.length;
  const count = (raterId: string, setting: "own" | "swap") =>
    labels.find((l) => l.raterId === raterId && l.setting === setting)?._count._all ?? 0;
  const raters = study.raters.map((r) => ({
    position: r.position,
    userId: r.userId,
    name: r.user.name,
    email: r.user.email,
    swapPosition: findSwapPosition({ position: r.position, raters: study.raters.length }),
    rubrics: rubrics.find((x) => x.authorId === r.userId)?._count._all ?? 0,
    own: count(r.userId, "own"),
    swap: count(r.userId, "swap"),
  }));
  const { raters: _r, patches: _p, ...rest } = study;
  return {
    study: rest,
    bugs,
    patches,
    raters,
    report: blind ? null : await loadStudyReport({ studyId, names: true }),
  };
}
