import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { BULK_TRANSACTION } from "@/lib/db/for-chunks";
import { insertRows } from "@/lib/db/insert-rows";
import { AppError } from "@/lib/errors/app-error";
import { listBlindedPatchIds } from "./list-blinded-patch-ids";
import { loadPatchAgreement } from "./load-patch-agreement";
import { lockCampaign } from "./lock-campaign";
import type { TChangePhase } from "./schemas";
import { countNoun } from "@/lib/text/count-noun";

/** Disputed patches a refused close names (the rest are counted). */
const NAMED_OPEN = 10;

/**
 * labelling → reveal: labels become final and visible for discussion; patches
 * whose raters all agree get their consensus at once ("unanimous").
 * reveal → closed: only once every rated patch has a consensus.
 * An actor still labelling some of the campaign's patches in another campaign gets the reveal's
 * counts without them (`hidden`), and may not close it: whether that succeeds would tell them
 * whether those patches were disputed.
 */
export async function changeCampaignPhase(options: {
  campaignId: string;
  /** Null: the CLI (an operator's tool, blind to nothing). */
  actorId: string | null;
  input: TChangePhase;
}) {
  const { campaignId, actorId, input } = options;
  const { projectId } = await prisma.campaign.findUniqueOrThrow({
    where: { id: campaignId },
    select: { projectId: true },
  });
  if (input.phase === "reveal") {
    const revealed = await revealCampaign({ campaignId, actorId });
    // Read after the reveal: the campaign's own patches are no longer blind to its raters.
    const blinded = await listBlindedPatchIds({ projectId, userId: actorId });
    const shown = (ids: string[]) => ids.filter((patchId) => !blinded.has(patchId)).length;
    return {
      phase: "reveal" as const,
      unanimous: shown(revealed.unanimous),
      disputed: shown(revealed.disputed),
      hidden: revealed.patches.length - shown(revealed.patches),
    };
  }
  const blinded = await listBlindedPatchIds({ projectId, userId: actorId });
  return prisma.$transaction(async (tx) => {
    // Locked for update: ratings and adjudications (which share-lock it) in flight commit first,
    // and those that come later wait, then see the new phase.
    const campaign = await lockCampaign({ tx, campaignId, mode: "update" });
    const from = campaign.phase;
    if (from !== "reveal")
      throw new AppError(
        "CONFLICT",
        from === "closed"
          ? "The campaign is already closed."
          : "Open the reveal phase and adjudicate before closing.",
      );
    const agreement = await loadPatchAgreement({ campaignId, kind: campaign.kind, tx });
    const mine = [...agreement.keys()].filter((patchId) => blinded.has(patchId)).length;
    if (mine > 0)
      throw new AppError(
        "FORBIDDEN",
        `You are still labelling ${mine} of this campaign's patches in another campaign: another lead can close it, or you can after that campaign's reveal.`,
      );
    const settled = new Set(
      (await tx.consensus.findMany({ where: { campaignId }, select: { patchId: true } })).map(
        (c) => c.patchId,
      ),
    );
    const openIds = [...agreement]
      .filter(([patchId, a]) => a.status === "disputed" && !settled.has(patchId))
      .map(([patchId]) => patchId);
    if (openIds.length > 0) {
      const named = await tx.patch.findMany({
        where: { id: { in: openIds.slice(0, NAMED_OPEN) } },
        orderBy: { externalId: "asc" },
        select: { externalId: true },
      });
      const more =
        openIds.length > named.length ? ` and ${openIds.length - named.length} more` : "";
      throw new AppError(
        "CONFLICT",
        `${countNoun({ count: openIds.length, one: "disputed patch", other: "disputed patches" })} still ${countNoun({ count: openIds.length, one: "needs", other: "need", withCount: false })} a consensus (${named.map((p) => p.externalId).join(", ")}${more}); adjudicate them first.`,
        { open: openIds.length, patches: named.map((p) => p.externalId) },
      );
    }
    await tx.campaign.update({
      where: { id: campaignId },
      data: { phase: "closed", closedAt: new Date() },
    });
    await writeAudit({
      tx,
      actorId,
      projectId: campaign.projectId,
      action: "campaign.close",
      entityType: "Campaign",
      entityId: campaignId,
      before: { phase: from },
      after: { phase: "closed" },
    });
    return { phase: "closed" as const, unanimous: 0, disputed: 0, hidden: 0 };
  }, BULK_TRANSACTION);
}

/** labelling → reveal in one transaction; the patch ids it settled, left disputed, and all of them. */
async function revealCampaign(options: { campaignId: string; actorId: string | null }) {
  const { campaignId, actorId } = options;
  return prisma.$transaction(async (tx) => {
    // Locked for update: ratings and adjudications (which share-lock it) in flight commit first,
    // and those that come later wait, then see the new phase.
    const campaign = await lockCampaign({ tx, campaignId, mode: "update" });
    const from = campaign.phase;
    const now = new Date();
    if (from !== "labelling")
      throw new AppError("CONFLICT", `The campaign is already in the ${from} phase.`);
    const agreement = await loadPatchAgreement({ campaignId, kind: campaign.kind, tx });
    const existing = new Set(
      (await tx.consensus.findMany({ where: { campaignId }, select: { patchId: true } })).map(
        (c) => c.patchId,
      ),
    );
    const unanimous = [...agreement].filter(
      ([patchId, a]) => a.status === "unanimous" && !existing.has(patchId),
    );
    await insertRows({
      tx,
      table: "Consensus",
      columns: ["id", "campaignId", "patchId", "label", "method", "themes", "notes", "createdAt"],
      rows: unanimous.map(([patchId, a]) => [
        randomUUID(),
        campaignId,
        patchId,
        a.status === "unanimous" ? a.label : "",
        "unanimous",
        "[]",
        "",
        now,
      ]),
    });
    await tx.campaign.update({
      where: { id: campaignId },
      data: { phase: "reveal", revealedAt: now },
    });
    const disputed = [...agreement].filter(([, a]) => a.status === "disputed");
    await writeAudit({
      tx,
      actorId,
      projectId: campaign.projectId,
      action: "campaign.reveal",
      entityType: "Campaign",
      entityId: campaignId,
      before: { phase: from },
      after: { phase: "reveal", unanimous: unanimous.length, disputed: disputed.length },
    });
    return {
      unanimous: unanimous.map(([id]) => id),
      disputed: disputed.map(([id]) => id),
      patches: [...agreement.keys()],
    };
  }, BULK_TRANSACTION);
}
