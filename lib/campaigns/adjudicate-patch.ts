import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { LABELLING_ELSEWHERE } from "./get-adjudication-item";
import { listBlindedPatchIds } from "./list-blinded-patch-ids";
import { loadPatchAgreement } from "./load-patch-agreement";
import type { TAdjudicate, TCampaignPhase } from "./schemas";

/**
 * Records the consensus of a disputed patch with its disagreement themes and
 * notes. Raters' own labels are untouched. A consensus can be revised while the
 * campaign is in the reveal phase; every change is audited. Refused (403) on a patch the
 * actor is still labelling in another campaign: even its agreement status would tell.
 */
export async function adjudicatePatch(options: {
  campaign: { id: string; projectId: string; kind: string; phase: TCampaignPhase };
  patchId: string;
  actorId: string;
  input: TAdjudicate;
}) {
  const { campaign, patchId, actorId, input } = options;
  if (campaign.phase !== "reveal")
    throw new AppError(
      "CONFLICT",
      campaign.phase === "closed"
        ? "The campaign is closed; consensus labels are final."
        : "Adjudication opens with the reveal phase.",
    );
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
  return prisma.$transaction(async (tx) => {
    const before = await tx.consensus.findUnique({
      where: { campaignId_patchId: { campaignId: campaign.id, patchId } },
      select: { label: true, themes: true, notes: true },
    });
    const data = {
      label: input.label,
      method: "adjudicated" as const,
      themes: JSON.stringify(input.themes),
      notes: input.notes.trim(),
      adjudicatorId: actorId,
    };
    const consensus = await tx.consensus.upsert({
      where: { campaignId_patchId: { campaignId: campaign.id, patchId } },
      create: { ...data, campaignId: campaign.id, patchId },
      update: data,
      select: { id: true },
    });
    await writeAudit({
      tx,
      actorId,
      projectId: campaign.projectId,
      action: "consensus.adjudicate",
      entityType: "Consensus",
      entityId: consensus.id,
      before,
      after: { label: input.label, themes: input.themes, notes: data.notes },
    });
    return { consensusId: consensus.id, label: input.label, themes: input.themes };
  });
}
