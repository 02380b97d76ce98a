import { prisma } from "@/lib/db/client";
import type { TCampaignSelection } from "./schemas";

/** Ids of the project's patches a new campaign labels, in bug then patch order. */
export async function selectCampaignPatches(options: { projectId: string; selection: TCampaignSelection }): Promise<string[]> {
  const { projectId, selection } = options;
  if (selection.kind === "none") return [];
  const bug =
    selection.kind === "golden" ? { rubrics: { some: { status: "golden" } } }
    : selection.kind === "bugType" ? { bugType: { in: selection.bugTypes } }
    : {};
  const patches = await prisma.patch.findMany({
    where: { projectId, bug },
    orderBy: [{ bug: { externalId: "asc" } }, { externalId: "asc" }],
    select: { id: true },
  });
  return patches.map((p) => p.id);
}
