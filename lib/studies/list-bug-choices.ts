import { prisma } from "@/lib/db/client";

/** The project's bugs with candidate patches, for the new-study form. */
export async function listBugChoices(options: { projectId: string }) {
  const bugs = await prisma.bug.findMany({
    where: { projectId: options.projectId, patches: { some: {} } },
    orderBy: { externalId: "asc" },
    select: { externalId: true, title: true, _count: { select: { patches: true } } },
  });
  return bugs.map((b) => ({ externalId: b.externalId, title: b.title, patches: b._count.patches }));
}
