import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { AppError } from "@/lib/errors/app-error";
import { listBlindedPatchIds } from "./list-blinded-patch-ids";
import { loadPatchAgreement } from "./load-patch-agreement";
import type { TCampaignPhase } from "./schemas";
import { parseConsensusThemes } from "./parse-consensus-themes";

/**
 * Patches whose raters disagreed (or were unsure, or did not finish), with their consensus if
 * one is recorded. Patches the viewer is still labelling in another campaign are left out of
 * the items and of every count, and only counted themselves (`hidden`).
 */
export async function listAdjudicationQueue(options: {
  campaign: { id: string; projectId: string; kind: string; phase: TCampaignPhase };
  viewerId: string;
}) {
  const { campaign, viewerId } = options;
  if (campaign.phase === "labelling")
    throw new AppError(
      "CONFLICT",
      "Adjudication opens with the reveal phase; labels stay hidden until then.",
    );
  const [all, blinded] = await Promise.all([
    loadPatchAgreement({ campaignId: campaign.id, kind: campaign.kind }),
    listBlindedPatchIds({ projectId: campaign.projectId, userId: viewerId }),
  ]);
  const agreement = [...all].filter(([patchId]) => !blinded.has(patchId));
  const disputed = agreement.filter(([, a]) => a.status === "disputed");
  const [patches, recorded] = await Promise.all([
    forChunks({
      items: disputed.map(([id]) => id),
      run: (ids) =>
        prisma.patch.findMany({
          where: { id: { in: ids } },
          select: { id: true, bug: { select: { externalId: true, title: true } } },
        }),
    }).then((r) => r.flat()),
    prisma.consensus.findMany({
      where: { campaignId: campaign.id },
      select: { patchId: true, label: true, method: true, themes: true },
    }),
  ]);
  const consensus = recorded.filter((c) => !blinded.has(c.patchId));
  const bugOf = new Map(patches.map((p) => [p.id, p.bug]));
  const consensusOf = new Map(
    consensus.map((c) => [c.patchId, { ...c, themes: parseConsensusThemes({ text: c.themes }) }]),
  );
  const items = disputed.map(([patchId, a], i) => ({
    patchId,
    n: i + 1,
    bug: bugOf.get(patchId)!,
    reason: a.status === "disputed" ? a.reason : "split",
    counts: a.counts,
    consensus: consensusOf.get(patchId) ?? null,
  }));
  return {
    items,
    hidden: all.size - agreement.length,
    summary: {
      patches: agreement.length,
      unanimous: consensus.filter((c) => c.method === "unanimous").length,
      adjudicated: consensus.filter((c) => c.method === "adjudicated").length,
      open: items.filter((i) => !i.consensus).length,
      unrated: agreement.filter(([, a]) => a.status === "unrated").length,
    },
  };
}
export type TAdjudicationQueue = Awaited<ReturnType<typeof listAdjudicationQueue>>;
