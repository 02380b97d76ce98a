import { prisma } from "@/lib/db/client";
import { getMyRubricTime } from "@/lib/effort/get-my-rubric-time";

type TItem = { bugId: string; title: string | null; status: string; updatedAt: Date };

/** What waits for this engineer in a project: bugs to draft, rubrics to refine, rubrics to confirm; and their own active rubric time. */
export async function listMyWork(options: { projectId: string; userId: string }) {
  const { projectId, userId } = options;
  const pick = (r: {
    status: string;
    updatedAt: Date;
    bug: { externalId: string; title: string | null };
  }): TItem => ({
    bugId: r.bug.externalId,
    title: r.bug.title,
    status: r.status,
    updatedAt: r.updatedAt,
  });
  const bugSel = {
    bug: { select: { externalId: true, title: true } },
    status: true,
    updatedAt: true,
  } as const;
  const [toDraft, toRefine, toConfirm, myTime] = await Promise.all([
    prisma.bug.findMany({
      where: { projectId, rubrics: { none: { format: "templated" } } },
      orderBy: { externalId: "asc" },
      take: 200,
      select: {
        externalId: true,
        title: true,
        draftJobs: { where: { status: { in: ["pending", "running"] } }, select: { id: true } },
      },
    }),
    prisma.rubric.findMany({
      where: {
        format: "templated",
        bug: { projectId },
        OR: [
          { status: "returned", editorId: userId },
          { status: "editing", OR: [{ editorId: userId }, { editorId: null }] },
        ],
      },
      orderBy: { updatedAt: "desc" },
      select: bugSel,
    }),
    prisma.rubric.findMany({
      where: {
        format: "templated",
        bug: { projectId },
        status: "in_review",
        NOT: { editorId: userId },
        versions: { none: { kind: "edited", createdById: userId } },
      },
      orderBy: { updatedAt: "asc" },
      select: bugSel,
    }),
    getMyRubricTime({ projectId, userId }),
  ]);
  return {
    toDraft: toDraft.map((b) => ({
      bugId: b.externalId,
      title: b.title,
      queued: b.draftJobs.length > 0,
    })),
    toRefine: toRefine.map(pick),
    toConfirm: toConfirm.map(pick),
    myTime,
  };
}
export type TMyWork = Awaited<ReturnType<typeof listMyWork>>;
