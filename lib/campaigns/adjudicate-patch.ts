import { writeAudit } from "@/lib/audit/write-audit";
import { DB_PROVIDER, prisma, type TTransaction } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { LABELLING_ELSEWHERE } from "./get-adjudication-item";
import { listBlindedPatchIds } from "./list-blinded-patch-ids";
import { loadPatchAgreement } from "./load-patch-agreement";
import { lockCampaign } from "./lock-campaign";
import type { TAdjudicate, TCampaignPhase } from "./schemas";

const closedOr = (phase: TCampaignPhase) =>
  new AppError(
    "CONFLICT",
    phase === "closed"
      ? "The campaign is closed; consensus labels are final."
      : "Adjudication opens with the reveal phase.",
  );
const settledAlready = (label: string) =>
  new AppError(
    "CONFLICT",
    `This patch's consensus is already settled (${label}). To change it, ask for a change of consensus with a reason (CLI: --reason).`,
  );
const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === "P2002";

/**
 * Settles a disputed patch: records its consensus with the disagreement themes and notes.
 * A settled consensus is changed only by an explicit change request carrying a reason
 * (`input.change`), kept as a ConsensusChange row (who, when, old → new, themes, reason); any
 * other adjudication of a settled patch is refused (409). Only in the reveal phase, checked inside
 * the writing transaction with the campaign row share-locked (closing locks it for update).
 * Raters' own labels are untouched; every write is audited. Refused (403) on a patch the actor is
 * still labelling in another campaign: even its agreement status would tell.
 */
export async function adjudicatePatch(options: {
  campaign: { id: string; projectId: string; kind: string; phase: TCampaignPhase };
  patchId: string;
  actorId: string;
  input: TAdjudicate;
}) {
  const { campaign, patchId, actorId, input } = options;
  if (campaign.phase !== "reveal") throw closedOr(campaign.phase);
  if (
    (
      await listBlindedPatchIds({
        projectId: campaign.projectId,
        userId: actorId,
        among: [patchId],
      })
    ).size > 0
  )
    throw new AppError("FORBIDDEN", LABELLING_ELSEWHERE);
  // Ratings are final from the reveal on, so the agreement read here cannot change.
  const agreement = (
    await loadPatchAgreement({ campaignId: campaign.id, kind: campaign.kind })
  ).get(patchId);
  if (!agreement) throw new AppError("NOT_FOUND", "Patch in this campaign not found.");
  if (agreement.status !== "disputed")
    throw new AppError(
      "CONFLICT",
      agreement.status === "unanimous"
        ? "The raters agreed on this patch unanimously; it needs no adjudication."
        : "Nobody has rated this patch.",
    );
  const themes = JSON.stringify(input.themes);
  const notes = input.notes.trim();
  return prisma
    .$transaction(async (tx) => {
      const { phase } = await lockCampaign({ tx, campaignId: campaign.id, mode: "share" });
      if (phase !== "reveal") throw closedOr(phase);
      const before = await lockConsensus({ tx, campaignId: campaign.id, patchId });
      if (before && !input.change) throw settledAlready(before.label);
      if (!before && input.change)
        throw new AppError(
          "CONFLICT",
          "This patch has no consensus yet: adjudicate it, there is nothing to change.",
        );
      const data = { label: input.label, themes, notes, adjudicatorId: actorId };
      const consensus = before
        ? await tx.consensus.update({ where: { id: before.id }, data, select: { id: true } })
        : await tx.consensus.create({
            data: { ...data, method: "adjudicated", campaignId: campaign.id, patchId },
            select: { id: true },
          });
      if (before && input.change)
        await tx.consensusChange.create({
          data: {
            consensusId: before.id,
            changedById: actorId,
            fromLabel: before.label,
            toLabel: input.label,
            themes,
            reason: input.change.reason,
          },
        });
      await writeAudit({
        tx,
        actorId,
        projectId: campaign.projectId,
        action: before ? "consensus.change" : "consensus.adjudicate",
        entityType: "Consensus",
        entityId: consensus.id,
        before: before && { label: before.label, themes: before.themes, notes: before.notes },
        after: { label: input.label, themes: input.themes, notes, reason: input.change?.reason },
      });
      return {
        consensusId: consensus.id,
        label: input.label,
        themes: input.themes,
        changed: Boolean(before),
      };
    })
    .catch((err: unknown) => {
      // Two first adjudications at once: the other one settled it.
      if (isUniqueViolation(err)) throw settledAlready("by another adjudication");
      throw err;
    });
}

/** The patch's consensus, its row locked for update on PostgreSQL (SQLite: one writer). */
async function lockConsensus(options: { tx: TTransaction; campaignId: string; patchId: string }) {
  const { tx, campaignId, patchId } = options;
  if (DB_PROVIDER === "postgresql")
    await tx.$queryRawUnsafe(
      `SELECT 1 FROM "Consensus" WHERE "campaignId" = $1 AND "patchId" = $2 FOR UPDATE`,
      campaignId,
      patchId,
    );
  return tx.consensus.findUnique({
    where: { campaignId_patchId: { campaignId, patchId } },
    select: { id: true, label: true, themes: true, notes: true },
  });
}
