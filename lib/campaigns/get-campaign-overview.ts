import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import type { TCampaignAccess } from "./get-campaign-access";
import { listProjectPeople } from "./list-project-people";
import { EXTERNAL_RATER_PREFIX } from "./plan-ratings-import";

/**
 * What a lead sees of a campaign: settings, progress per rater and overall,
 * and who could join. Counts only: no labels are shown here, so even a lead
 * who also rates stays blind until the reveal phase.
 */
export async function getCampaignOverview(options: { access: TCampaignAccess; viewerId: string }) {
  const { campaign, project } = options.access;
  const [people, counts, patches, external, consensus] = await Promise.all([
    prisma.campaignRater.findMany({ where: { campaignId: campaign.id }, select: { userId: true, role: true, user: { select: { name: true, email: true } } } }),
    prisma.assignment.groupBy({ by: ["raterId", "status"], where: { campaignId: campaign.id }, _count: { _all: true } }),
    prisma.campaignPatch.count({ where: { campaignId: campaign.id } }),
    prisma.rating.groupBy({ by: ["raterKey"], where: { campaignId: campaign.id, raterKey: { startsWith: EXTERNAL_RATER_PREFIX } }, _count: { _all: true } }),
    prisma.consensus.groupBy({ by: ["method"], where: { campaignId: campaign.id }, _count: { _all: true } }),
  ]);
  const count = (raterId: string, status?: string) => counts.filter((c) => c.raterId === raterId && (!status || c.status === status)).reduce((s, c) => s + c._count._all, 0);
  const pool = people.filter((p) => p.role === "rater");
  const removedIds = [...new Set(counts.map((c) => c.raterId))].filter((id) => !pool.some((p) => p.userId === id));
  const removedUsers = removedIds.length > 0 ? (await forChunks({ items: removedIds, run: (ids) => prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true } }) })).flat() : [];
  const row = (userId: string, user: { name: string; email: string }, active: boolean) => ({ userId, name: user.name, email: user.email, active, assigned: count(userId), done: count(userId, "done") });
  const raters = [...pool.map((p) => row(p.userId, p.user, true)), ...removedUsers.map((u) => row(u.id, u, false))];
  const total = counts.reduce((s, c) => s + c._count._all, 0);
  return {
    campaign: { ...campaign, selection: JSON.parse(campaign.selection) as unknown },
    project,
    viewerId: options.viewerId,
    patches,
    raters,
    adjudicators: people.filter((p) => p.role === "adjudicator").map((p) => ({ userId: p.userId, name: p.user.name, email: p.user.email })),
    progress: { assignments: total, done: counts.filter((c) => c.status === "done").reduce((s, c) => s + c._count._all, 0) },
    external: { raters: external.length, ratings: external.reduce((s, e) => s + e._count._all, 0) },
    consensus: campaign.phase === "labelling" ? null : Object.fromEntries(consensus.map((c) => [c.method, c._count._all])),
    candidates: await listProjectPeople({ projectId: project.id }),
  };
}
export type TCampaignOverview = Awaited<ReturnType<typeof getCampaignOverview>>;
