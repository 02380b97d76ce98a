import { prisma } from "@/lib/db/client";

/** The project's studies, newest first, with their size and label count (for leads). */
export async function listStudies(options: { projectId: string }) {
  const studies = await prisma.study.findMany({
    where: { projectId: options.projectId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      name: true,
      phase: true,
      createdAt: true,
      _count: { select: { raters: true, patches: true, labels: true } },
    },
  });
  return studies.map(({ _count, ...s }) => ({ ...s, ..._count }));
}
