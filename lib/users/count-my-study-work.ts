import { prisma } from "@/lib/db/client";

/**
 * The studies the user rates in (while they hold the project's rater role) that are open, with
 * what is left for them alone: rubrics to submit while authoring (one per bug), labels to give
 * while labelling (each patch with their own rubric, then with another rater's). Only their own
 * rubrics and labels are read.
 */
export async function countMyStudyWork(options: { userId: string }) {
  const { userId } = options;
  const rows = await prisma.studyRater.findMany({
    where: {
      userId,
      study: {
        phase: { in: ["authoring", "labelling"] },
        project: { roles: { some: { userId, role: "rater" } } },
      },
    },
    select: {
      study: {
        select: {
          id: true,
          name: true,
          phase: true,
          project: { select: { slug: true, name: true } },
          patches: { select: { patch: { select: { bugId: true } } } },
          rubrics: {
            where: { authorId: userId, submittedAt: { not: null } },
            select: { id: true },
          },
          _count: { select: { labels: { where: { raterId: userId } } } },
        },
      },
    },
  });
  return rows.map(({ study }) => {
    const bugs = new Set(study.patches.map((p) => p.patch.bugId)).size;
    const left =
      study.phase === "authoring"
        ? bugs - study.rubrics.length
        : 2 * study.patches.length - study._count.labels;
    return { id: study.id, name: study.name, phase: study.phase, project: study.project, left };
  });
}
