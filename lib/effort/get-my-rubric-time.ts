import { prisma } from "@/lib/db/client";

/**
 * One engineer's own active rubric time in a project: editing (their saves) and reviewing
 * (their decisions). Only their own rows: nobody else's time, and no rating.
 */
export async function getMyRubricTime(options: { projectId: string; userId: string }) {
  const { projectId, userId } = options;
  const [edits, reviews] = await Promise.all([
    prisma.rubricVersion.aggregate({
      where: {
        rubric: { bug: { projectId } },
        kind: "edited",
        source: "human",
        createdById: userId,
      },
      _sum: { activeMs: true },
    }),
    prisma.rubricReview.aggregate({
      where: { rubric: { bug: { projectId } }, reviewerId: userId },
      _sum: { activeMs: true },
    }),
  ]);
  return { editingMs: edits._sum.activeMs ?? 0, reviewMs: reviews._sum.activeMs ?? 0 };
}
