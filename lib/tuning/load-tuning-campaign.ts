import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";

export type TTuningConsensus = {
  patchId: string;
  bugId: string;
  label: "VALID" | "INVALID";
  method: "adjudicated" | "unanimous";
};

/**
 * A campaign to tune from or report on: it must be of this project (404) and revealed (past
 * labelling, with its reveal recorded: 409 otherwise), with a recorded consensus (422). Few-shot
 * tuning, instruction refinement and the held-out report all read the campaign through it. Returns its patches with their bugs (internal
 * ids: the campaign's patches and any patch it has a consensus for) and its Consensus rows.
 */
export async function loadTuningCampaign(options: { projectId: string; campaignId: string }) {
  const { projectId, campaignId } = options;
  const campaign = await prisma.campaign.findFirst({
    where: { id: campaignId, projectId },
    select: { id: true, name: true, phase: true, revealedAt: true },
  });
  if (!campaign) throw new AppError("NOT_FOUND", "campaignId: no such campaign in this project.");
  if (campaign.phase === "labelling" || campaign.revealedAt === null)
    throw new AppError(
      "CONFLICT",
      `campaignId: “${campaign.name}” is not revealed yet (still labelling); tuning needs a revealed campaign's consensus.`,
    );
  const [listed, consensus] = await Promise.all([
    prisma.campaignPatch.findMany({
      where: { campaignId },
      select: { patchId: true, patch: { select: { bugId: true } } },
    }),
    prisma.consensus.findMany({
      where: { campaignId },
      select: { patchId: true, label: true, method: true, patch: { select: { bugId: true } } },
    }),
  ]);
  if (consensus.length === 0)
    throw new AppError(
      "INVALID_INPUT",
      `campaignId: “${campaign.name}” has no recorded consensus yet (reveal it, adjudicate its disputes).`,
    );
  const patches = new Map<string, string>();
  for (const p of [...listed, ...consensus]) patches.set(p.patchId, p.patch.bugId);
  return {
    campaign: { id: campaign.id, name: campaign.name },
    /** Internal patch id → internal bug id. */
    patches,
    consensus: consensus.map((c): TTuningConsensus => ({
      patchId: c.patchId,
      bugId: c.patch.bugId,
      label: c.label,
      method: c.method,
    })),
  };
}
