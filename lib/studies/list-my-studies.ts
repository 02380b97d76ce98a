import { prisma } from "@/lib/db/client";

/** Studies of one project the user is a rater in (while they hold the project's rater role). */
export async function listMyStudies(options: { slug: string; userId: string }) {
  const { slug, userId } = options;
  const rows = await prisma.studyRater.findMany({
    where: {
      userId,
      study: { project: { slug, roles: { some: { userId, role: "rater" } } } },
    },
    orderBy: { study: { createdAt: "desc" } },
    select: { position: true, study: { select: { id: true, name: true, phase: true } } },
  });
  return rows.map((r) => ({ ...r.study, position: r.position }));
}
