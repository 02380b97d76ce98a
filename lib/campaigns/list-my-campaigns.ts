import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";

/**
 * Campaigns the user rates or adjudicates, across projects, with their own progress only:
 * as a rater only while they hold the project's rater role, as a named adjudicator only while
 * they are a member of the project (the rules of getCampaignAccess).
 */
export async function listMyCampaigns(options: { userId: string }) {
  const { userId } = options;
  const rows = await prisma.campaignRater.findMany({
    where: {
      userId,
      campaign: { phase: { not: "closed" }, project: { roles: { some: { userId } } } },
    },
    select: {
      role: true,
      campaign: {
        select: {
          id: true,
          name: true,
          phase: true,
          instructions: true,
          project: {
            select: {
              slug: true,
              name: true,
              roles: { where: { userId }, select: { role: true } },
            },
          },
        },
      },
    },
  });
  const memberships = rows
    .filter(
      ({ role, campaign }) =>
        role !== "rater" || campaign.project.roles.some((r) => r.role === "rater"),
    )
    .map(
      ({
        role,
        campaign: {
          project: { roles: _roles, ...project },
          ...campaign
        },
      }) => ({ role, campaign: { ...campaign, project } }),
    );
  const counts = (
    await forChunks({
      items: memberships.map((m) => m.campaign.id),
      run: (ids) =>
        prisma.assignment.groupBy({
          by: ["campaignId", "status"],
          where: { raterId: userId, campaignId: { in: ids } },
          _count: { _all: true },
        }),
    })
  ).flat();
  const count = (campaignId: string, status?: string) =>
    counts
      .filter((c) => c.campaignId === campaignId && (!status || c.status === status))
      .reduce((s, c) => s + c._count._all, 0);
  return memberships.map(({ role, campaign }) => ({
    role,
    ...campaign,
    assigned: count(campaign.id),
    done: count(campaign.id, "done"),
  }));
}
