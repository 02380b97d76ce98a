import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { BULK_TRANSACTION } from "@/lib/db/for-chunks";
import { insertRows } from "@/lib/db/insert-rows";
import { AppError } from "@/lib/errors/app-error";
import { loadPatchAgreement } from "./load-patch-agreement";
import type { TChangePhase } from "./schemas";

/**
 * labelling → reveal: labels become final and visible for discussion; patches
 * whose raters all agree get their consensus at once ("unanimous").
 * reveal → closed: only once every rated patch has a consensus.
 */
export async function changeCampaignPhase(options: { campaignId: string; actorId: string; input: TChangePhase }) {
  const { campaignId, actorId, input } = options;
  return prisma.$transaction(async (tx) => {
    const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { phase: true, kind: true, projectId: true } });
    const from = campaign.phase;
    const now = new Date();
    if (input.phase === "reveal") {
      if (from !== "labelling") throw new AppError("CONFLICT", `The campaign is already in the ${from} phase.`);
      const agreement = await loadPatchAgreement({ campaignId, kind: campaign.kind, tx });
      const existing = new Set((await tx.consensus.findMany({ where: { campaignId }, select: { patchId: true } })).map((c) => c.patchId));
      const unanimous = [...agreement].filter(([patchId, a]) => a.status === "unanimous" && !existing.has(patchId));
      await insertRows({ tx, table: "Consensus", columns: ["id", "campaignId", "patchId", "label", "method", "themes", "notes", "createdAt"], rows: unanimous.map(([patchId, a]) => [randomUUID(), campaignId, patchId, a.status === "unanimous" ? a.label : "", "unanimous", "[]", "", now]) });
      await tx.campaign.update({ where: { id: campaignId }, data: { phase: "reveal", revealedAt: now } });
      const disputed = [...agreement.values()].filter((a) => a.status === "disputed").length;
      await writeAudit({ tx, actorId, projectId: campaign.projectId, action: "campaign.reveal", entityType: "Campaign", entityId: campaignId, before: { phase: from }, after: { phase: "reveal", unanimous: unanimous.length, disputed } });
      return { phase: "reveal" as const, unanimous: unanimous.length, disputed };
    }
    if (from !== "reveal") throw new AppError("CONFLICT", from === "closed" ? "The campaign is already closed." : "Open the reveal phase and adjudicate before closing.");
    const agreement = await loadPatchAgreement({ campaignId, kind: campaign.kind, tx });
    const settled = new Set((await tx.consensus.findMany({ where: { campaignId }, select: { patchId: true } })).map((c) => c.patchId));
    const open = [...agreement].filter(([patchId, a]) => a.status === "disputed" && !settled.has(patchId)).length;
    if (open > 0) throw new AppError("CONFLICT", `${open} disputed patch(es) still need a consensus; adjudicate them first.`, { open });
    await tx.campaign.update({ where: { id: campaignId }, data: { phase: "closed", closedAt: now } });
    await writeAudit({ tx, actorId, projectId: campaign.projectId, action: "campaign.close", entityType: "Campaign", entityId: campaignId, before: { phase: from }, after: { phase: "closed" } });
    return { phase: "closed" as const, unanimous: 0, disputed: 0 };
  }, BULK_TRANSACTION);
}
