import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import type { TCampaignAccess } from "./get-campaign-access";
import { listBlindedPatchIds } from "./list-blinded-patch-ids";
import { listConsensusChanges } from "./list-consensus-changes";
import { listProjectPeople } from "./list-project-people";
import { EXTERNAL_RATER_PREFIX } from "./plan-ratings-import";
import { parseRatingScale } from "@/lib/scales/parse-rating-scale";
import { parseCampaignSelection } from "./parse-campaign-selection";
import { listReviewReasons } from "./list-review-reasons";

/**
 * What a lead sees of a campaign: settings, progress per rater and overall,
 * and who could join. Counts only: no labels are shown here, so even a lead
 * who also rates stays blind until the reveal phase. After it, the consensus
 * counts leave out patches the viewer is still labelling in another campaign
 * (`hidden` of them), and so does the history of consensus changes.
 */
export async function getCampaignOverview(options: {
  access: TCampaignAccess;
  /** Null: the CLI (an operator's tool), blind to nothing. */
  viewerId: string | null;
}) {
  const { campaign, project } = options.access;
  const [people, counts, patches, external, recorded, blinded, review] = await Promise.all([
    prisma.campaignRater.findMany({
      where: { campaignId: campaign.id },
      select: { userId: true, role: true, user: { select: { name: true, email: true } } },
    }),
    prisma.assignment.groupBy({
      by: ["raterId", "status"],
      where: { campaignId: campaign.id },
      _count: { _all: true },
    }),
    prisma.campaignPatch.findMany({
      where: { campaignId: campaign.id },
      select: { patchId: true },
    }),
    prisma.rating.groupBy({
      by: ["raterKey"],
      where: { campaignId: campaign.id, raterKey: { startsWith: EXTERNAL_RATER_PREFIX } },
      _count: { _all: true },
    }),
    campaign.phase === "labelling"
      ? []
      : prisma.consensus.findMany({
          where: { campaignId: campaign.id },
          select: { patchId: true, method: true },
        }),
    campaign.phase === "labelling"
      ? new Set<string>()
      : listBlindedPatchIds({ projectId: project.id, userId: options.viewerId }),
    listReviewReasons({
      campaignId: campaign.id,
      projectId: project.id,
      phase: campaign.phase,
      viewerId: options.viewerId,
    }),
  ]);
  const consensus = new Map<string, number>();
  for (const c of recorded)
    if (!blinded.has(c.patchId)) consensus.set(c.method, (consensus.get(c.method) ?? 0) + 1);
  const count = (raterId: string, status?: string) =>
    counts
      .filter((c) => c.raterId === raterId && (!status || c.status === status))
      .reduce((s, c) => s + c._count._all, 0);
  const pool = people.filter((p) => p.role === "rater");
  const removedIds = [...new Set(counts.map((c) => c.raterId))].filter(
    (id) => !pool.some((p) => p.userId === id),
  );
  const removedUsers =
    removedIds.length > 0
      ? (
          await forChunks({
            items: removedIds,
            run: (ids) =>
              prisma.user.findMany({
                where: { id: { in: ids } },
                select: { id: true, name: true, email: true },
              }),
          })
        ).flat()
      : [];
  const candidates = await listProjectPeople({ projectId: project.id });
  const changes =
    campaign.phase === "labelling"
      ? []
      : await listConsensusChanges({ campaignIds: [campaign.id], hide: blinded });
  // A pool member whose project rater role was removed can no longer rate (getCampaignAccess);
  // the lead sees it here and may take them out of the pool, which hands their pending items on.
  const hasRole = (userId: string) => candidates.raters.some((r) => r.userId === userId);
  const row = (userId: string, user: { name: string; email: string }, active: boolean) => ({
    userId,
    name: user.name,
    email: user.email,
    active,
    hasRole: hasRole(userId),
    assigned: count(userId),
    done: count(userId, "done"),
  });
  const raters = [
    ...pool.map((p) => row(p.userId, p.user, true)),
    ...removedUsers.map((u) => row(u.id, u, false)),
  ];
  const total = counts.reduce((s, c) => s + c._count._all, 0);
  return {
    campaign: {
      ...campaign,
      selection: parseCampaignSelection({ text: campaign.selection }),
      scale: parseRatingScale({ stored: campaign.scale }),
    },
    project,
    viewerId: options.viewerId,
    patches: patches.length,
    hidden: patches.filter((p) => blinded.has(p.patchId)).length,
    raters,
    adjudicators: people
      .filter((p) => p.role === "adjudicator")
      .map((p) => ({ userId: p.userId, name: p.user.name, email: p.user.email })),
    progress: {
      assignments: total,
      done: counts.filter((c) => c.status === "done").reduce((s, c) => s + c._count._all, 0),
    },
    external: { raters: external.length, ratings: external.reduce((s, e) => s + e._count._all, 0) },
    consensus: campaign.phase === "labelling" ? null : Object.fromEntries(consensus),
    consensusChanges: changes.map((c) => ({
      patchId: c.patchId,
      bug: c.bugExternalId,
      changedBy: c.changedBy?.name ?? null,
      createdAt: c.createdAt,
      fromLabel: c.fromLabel,
      toLabel: c.toLabel,
      themes: c.themes,
      reason: c.reason,
    })),
    candidates,
    review,
  };
}
export type TCampaignOverview = Awaited<ReturnType<typeof getCampaignOverview>>;
