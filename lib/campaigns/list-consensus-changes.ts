import { prisma } from "@/lib/db/client";
import { parseConsensusThemes } from "./parse-consensus-themes";

/**
 * The history of deliberate changes of a campaign's settled consensus labels (ConsensusChange),
 * oldest first: who, when, old → new label, the themes given with the change and the reason.
 * `patchIds` narrows it to those patches; `hide` leaves out patches the viewer may not see
 * (still labelling them elsewhere).
 */
export async function listConsensusChanges(options: {
  campaignIds: string[];
  patchIds?: string[];
  hide?: ReadonlySet<string>;
}) {
  const { campaignIds, patchIds, hide } = options;
  if (campaignIds.length === 0) return [];
  const rows = await prisma.consensusChange.findMany({
    where: {
      consensus: {
        campaignId: { in: campaignIds },
        ...(patchIds ? { patchId: { in: patchIds } } : {}),
      },
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      fromLabel: true,
      toLabel: true,
      themes: true,
      reason: true,
      createdAt: true,
      changedBy: { select: { name: true, email: true } },
      consensus: {
        select: {
          campaignId: true,
          patchId: true,
          patch: { select: { bug: { select: { externalId: true } } } },
        },
      },
    },
  });
  return rows
    .filter((r) => !hide?.has(r.consensus.patchId))
    .map((r) => ({
      id: r.id,
      campaignId: r.consensus.campaignId,
      patchId: r.consensus.patchId,
      bugExternalId: r.consensus.patch.bug.externalId,
      changedBy: r.changedBy && { name: r.changedBy.name, email: r.changedBy.email },
      createdAt: r.createdAt,
      fromLabel: r.fromLabel,
      toLabel: r.toLabel,
      themes: parseConsensusThemes({ text: r.themes }),
      reason: r.reason,
    }));
}
export type TConsensusChangeEntry = Awaited<ReturnType<typeof listConsensusChanges>>[number];
