import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { listBlindedPatchIds } from "./list-blinded-patch-ids";

/**
 * A project's campaigns, newest first, with progress counts (no labels). The consensus count
 * leaves out the patches the viewer is still labelling in some campaign (listBlindedPatchIds),
 * as the campaign overview does, so the list and the overview report the same number.
 */
export async function listCampaigns(options: {
  projectId: string;
  /** Null: the CLI (an operator's tool), blind to nothing. */
  viewerId: string | null;
}) {
  const { projectId, viewerId } = options;
  const [campaigns, blinded] = await Promise.all([
    prisma.campaign.findMany({
      where: { projectId },
      orderBy: { createdAt: "desc" },
      select: {
        id: true,
        name: true,
        phase: true,
        kind: true,
        ratersPerPatch: true,
        createdAt: true,
        _count: { select: { patches: true, assignments: true, ratings: true, consensus: true } },
      },
    }),
    listBlindedPatchIds({ projectId, userId: viewerId }),
  ]);
  const done = (
    await forChunks({
      items: campaigns.map((c) => c.id),
      run: (chunk) =>
        prisma.assignment.groupBy({
          by: ["campaignId"],
          where: { campaignId: { in: chunk }, status: "done" },
          _count: { _all: true },
        }),
    })
  ).flat();
  // Consensus rows on blinded patches, per campaign, taken off the totals below.
  const hidden = new Map<string, number>();
  if (blinded.size > 0)
    for (const rows of await forChunks({
      items: [...blinded],
      run: (chunk) =>
        prisma.consensus.groupBy({
          by: ["campaignId"],
          where: { campaign: { projectId }, patchId: { in: chunk } },
          _count: { _all: true },
        }),
    }))
      for (const r of rows)
        hidden.set(r.campaignId, (hidden.get(r.campaignId) ?? 0) + r._count._all);
  return campaigns.map(({ _count, ...c }) => ({
    ...c,
    patches: _count.patches,
    assignments: _count.assignments,
    ratings: _count.ratings,
    consensus: Math.max(0, _count.consensus - (hidden.get(c.id) ?? 0)),
    done: done.find((d) => d.campaignId === c.id)?._count._all ?? 0,
  }));
}
