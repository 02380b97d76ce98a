import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";

/** A project's campaigns, newest first, with progress counts (no labels). */
export async function listCampaigns(options: { projectId: string }) {
  const campaigns = await prisma.campaign.findMany({
    where: { projectId: options.projectId },
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
  });
  const done = (
    await forChunks({
      items: campaigns.map((c) => c.id),
      run: (ids) =>
        prisma.assignment.groupBy({
          by: ["campaignId"],
          where: { campaignId: { in: ids }, status: "done" },
          _count: { _all: true },
        }),
    })
  ).flat();
  return campaigns.map(({ _count, ...c }) => ({
    ...c,
    patches: _count.patches,
    assignments: _count.assignments,
    ratings: _count.ratings,
    consensus: _count.consensus,
    done: done.find((d) => d.campaignId === c.id)?._count._all ?? 0,
  }));
}
