import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { listStudyBugs } from "./list-study-bugs";

/**
 * What a rater authors from (paper 001 §2): one of the study's bugs with its report and the
 * ground-truth fix, their own rubric for it (draft or submitted), and every bug's status for them.
 */
export async function getStudyRubricItem(options: {
  studyId: string;
  authorId: string;
  bugExternalId: string;
}) {
  const { studyId, authorId, bugExternalId } = options;
  const bugs = await listStudyBugs({ studyId });
  const target = bugs.find((b) => b.externalId === bugExternalId);
  if (!target) throw notFound("Bug of this study");
  const [bug, rubrics] = await Promise.all([
    prisma.bug.findUniqueOrThrow({
      where: { id: target.id },
      select: { externalId: true, title: true, report: true, groundTruthPatch: true },
    }),
    prisma.studyRubric.findMany({
      where: { studyId, authorId },
      select: { bugId: true, content: true, submittedAt: true, updatedAt: true },
    }),
  ]);
  const mine = rubrics.find((r) => r.bugId === target.id) ?? null;
  return {
    bug,
    rubric: mine && {
      content: mine.content,
      submittedAt: mine.submittedAt,
      updatedAt: mine.updatedAt,
    },
    bugs: bugs.map((b) => {
      const r = rubrics.find((x) => x.bugId === b.id);
      return {
        externalId: b.externalId,
        title: b.title,
        status: r?.submittedAt
          ? ("submitted" as const)
          : r
            ? ("draft" as const)
            : ("todo" as const),
      };
    }),
  };
}
