import { prisma } from "@/lib/db/client";
import { EXTERNAL_RATER_PREFIX } from "@/lib/campaigns/plan-ratings-import";

export type TConsensusEntry = {
  patchId: string;
  bugId: string;
  label: string;
  method: string;
  notes: string;
  raters: { name: string; label: string; justification: string }[];
};

/**
 * A campaign's recorded consensus (Consensus rows: adjudicated, and the unanimous ones
 * recorded at the reveal) with the raters' labels and justifications, keyed by internal patch
 * id; patches in `hidden` are left out entirely. The caller checks the campaign is past labelling.
 */
export async function loadCampaignConsensus(options: {
  campaignId: string;
  hidden: ReadonlySet<string>;
}): Promise<Map<string, TConsensusEntry>> {
  const { campaignId, hidden } = options;
  const [rows, ratings] = await Promise.all([
    prisma.consensus.findMany({
      where: { campaignId },
      select: {
        patchId: true,
        label: true,
        method: true,
        notes: true,
        patch: { select: { externalId: true, bug: { select: { externalId: true } } } },
      },
    }),
    prisma.rating.findMany({
      where: { campaignId, patch: { consensus: { some: { campaignId } } } },
      orderBy: { createdAt: "asc" },
      select: {
        patchId: true,
        raterKey: true,
        label: true,
        justification: true,
        rater: { select: { name: true, email: true } },
      },
    }),
  ]);
  const out = new Map<string, TConsensusEntry>();
  for (const r of rows) {
    if (hidden.has(r.patchId)) continue;
    out.set(r.patchId, {
      patchId: r.patch.externalId,
      bugId: r.patch.bug.externalId,
      label: r.label,
      method: r.method,
      notes: r.notes,
      raters: [],
    });
  }
  for (const r of ratings) {
    out.get(r.patchId)?.raters.push({
      name: r.rater?.name || r.rater?.email || r.raterKey.replace(EXTERNAL_RATER_PREFIX, ""),
      label: r.label,
      justification: r.justification,
    });
  }
  return out;
}
