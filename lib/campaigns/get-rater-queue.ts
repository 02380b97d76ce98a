import { prisma } from "@/lib/db/client";

/** A rater's own items in queue order: status only, never anyone else's labels. */
export async function getRaterQueue(options: { campaignId: string; raterId: string }) {
  const { campaignId, raterId } = options;
  const items = await prisma.assignment.findMany({
    where: { campaignId, raterId },
    orderBy: { position: "asc" },
    select: {
      id: true,
      status: true,
      patch: { select: { bug: { select: { externalId: true, title: true } } } },
    },
  });
  const queue = items.map((a, i) => ({
    assignmentId: a.id,
    n: i + 1,
    status: a.status,
    bug: a.patch.bug,
  }));
  const done = queue.filter((q) => q.status === "done").length;
  const next = queue.find((q) => q.status === "pending") ?? null;
  return { items: queue, done, total: queue.length, nextAssignmentId: next?.assignmentId ?? null };
}
