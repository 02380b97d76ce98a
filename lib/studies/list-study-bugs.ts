import type { TTransaction } from "@/lib/db/client";
import { prisma } from "@/lib/db/client";

/** The study's bugs in study order (that of their first patch), with their internal and external ids. */
export async function listStudyBugs(options: { studyId: string; tx?: TTransaction }) {
  const { studyId, tx = prisma } = options;
  const rows = await tx.studyPatch.findMany({
    where: { studyId },
    orderBy: { position: "asc" },
    select: { patch: { select: { bug: { select: { id: true, externalId: true, title: true } } } } },
  });
  const bugs = new Map<string, { id: string; externalId: string; title: string | null }>();
  for (const r of rows) bugs.set(r.patch.bug.id, r.patch.bug);
  return [...bugs.values()];
}
