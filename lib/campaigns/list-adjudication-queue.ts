import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { AppError } from "@/lib/errors/app-error";
import { loadPatchAgreement } from "./load-patch-agreement";
import type { TCampaignPhase } from "./schemas";

/** Patches whose raters disagreed (or were unsure, or did not finish), with their consensus if one is recorded. */
export async function listAdjudicationQueue(options: { campaign: { id: string; kind: string; phase: TCampaignPhase } }) {
  const { campaign } = options;
  if (campaign.phase === "labelling") throw new AppError("CONFLICT", "Adjudication opens with the reveal phase; labels stay hidden until then.");
  const agreement = await loadPatchAgreement({ campaignId: campaign.id, kind: campaign.kind });
  const disputed = [...agreement].filter(([, a]) => a.status === "disputed");
  const [patches, consensus] = await Promise.all([
    forChunks({ items: disputed.map(([id]) => id), run: (ids) => prisma.patch.findMany({ where: { id: { in: ids } }, select: { id: true, bug: { select: { externalId: true, title: true } } } }) }).then((r) => r.flat()),
    prisma.consensus.findMany({ where: { campaignId: campaign.id }, select: { patchId: true, label: true, method: true, themes: true } }),
  ]);
  const bugOf = new Map(patches.map((p) => [p.id, p.bug]));
  const consensusOf = new Map(consensus.map((c) => [c.patchId, { ...c, themes: JSON.parse(c.themes) as string[] }]));
  const items = disputed.map(([patchId, a], i) => ({
    patchId, n: i + 1, bug: bugOf.get(patchId)!, reason: a.status === "disputed" ? a.reason : "split", counts: a.counts,
    consensus: consensusOf.get(patchId) ?? null,
  }));
  const statuses = [...agreement.values()];
  return {
    items,
    summary: {
      patches: statuses.length,
      unanimous: consensus.filter((c) => c.method === "unanimous").length,
      adjudicated: consensus.filter((c) => c.method === "adjudicated").length,
      open: items.filter((i) => !i.consensus).length,
      unrated: statuses.filter((s) => s.status === "unrated").length,
    },
  };
}
export type TAdjudicationQueue = Awaited<ReturnType<typeof listAdjudicationQueue>>;
