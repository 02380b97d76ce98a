import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";

/** A patch as stored evidence names it: the bug's and the patch's external ids. */
export type TPatchRef = { bugId: string; patchId: string };

const keyOf = (bugId: string, patchId: string) => `${bugId}\n${patchId}`;

/**
 * Which of `refs` (patches named by external ids, as few-shot examples and guidance evidence
 * store them) the user is still labelling in some campaign (listBlindedPatchIds): their indexes.
 * A patch external id is not unique in a project, so a ref is matched on its bug too, and counts
 * as blinded when any patch it can name is. `userId` null (the CLI): none.
 */
export async function findBlindedPatchRefs(options: {
  projectId: string;
  userId: string | null;
  refs: readonly TPatchRef[];
}): Promise<Set<number>> {
  const { projectId, userId, refs } = options;
  if (userId === null || refs.length === 0) return new Set();
  const blinded = await listBlindedPatchIds({ projectId, userId });
  if (blinded.size === 0) return new Set();
  const patches = (
    await forChunks({
      items: [...new Set(refs.map((r) => r.patchId))],
      run: (externalIds) =>
        prisma.patch.findMany({
          where: { projectId, externalId: { in: externalIds } },
          select: { id: true, externalId: true, bug: { select: { externalId: true } } },
        }),
    })
  ).flat();
  const hidden = new Set(
    patches.filter((p) => blinded.has(p.id)).map((p) => keyOf(p.bug.externalId, p.externalId)),
  );
  return new Set(refs.flatMap((r, i) => (hidden.has(keyOf(r.bugId, r.patchId)) ? [i] : [])));
}
