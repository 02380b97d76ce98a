import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import { majorityVote } from "@/lib/judge/scoring/majority-vote";
import type { TRepairDisagreement } from "./schemas-repair";

export type TRepairEvidence = {
  run: { id: string; name: string };
  campaign: { id: string; name: string };
  /** The bug's patches judged by the run that have a consensus in the campaign. */
  compared: number;
  disagreements: TRepairDisagreement[];
};

const parseList = (text: string): string[] => {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

/**
 * A bug's judge–human disagreements: for each of its patches the judge run labelled (majority
 * of samples, a tie counting as INVALID) and the revealed campaign holds a consensus for, the
 * patches where the labels differ, with the judge's justification, the consensus themes and
 * notes, and the raters' labels and justifications. The campaign is the given one, else the
 * run's own, else the latest revealed campaign with a consensus on the bug's patches. Patches
 * the user is still labelling anywhere are left out (raters stay blind).
 */
export async function findRepairDisagreements(options: {
  projectId: string;
  bugExternalId: string;
  runId: string;
  campaignId?: string;
  userId: string | null;
}): Promise<TRepairEvidence> {
  const { projectId, bugExternalId, runId, userId } = options;
  const bug = await prisma.bug.findFirst({
    where: { projectId, externalId: bugExternalId },
    select: { id: true, patches: { select: { id: true, externalId: true } } },
  });
  if (!bug) throw notFound(`Bug ${bugExternalId}`);
  const run = await prisma.judgeRun.findFirst({
    where: { id: runId, projectId },
    select: { id: true, campaignId: true, config: { select: { name: true, version: true } } },
  });
  if (!run) throw notFound(`Judge run ${runId}`);
  const patchIds = bug.patches.map((p) => p.id);
  const hidden = await listBlindedPatchIds({ projectId, userId, among: patchIds });
  const visible = patchIds.filter((id) => !hidden.has(id));
  const campaignId = options.campaignId ?? run.campaignId ?? undefined;
  const campaign = await prisma.campaign.findFirst({
    where: {
      projectId,
      ...(campaignId
        ? { id: campaignId }
        : { revealedAt: { not: null }, consensus: { some: { patchId: { in: visible } } } }),
    },
    orderBy: { revealedAt: "desc" },
    select: { id: true, name: true, revealedAt: true },
  });
  if (!campaign) {
    if (campaignId) throw notFound(`Campaign ${campaignId}`);
    throw new AppError(
      "INVALID_INPUT",
      `No revealed campaign has a consensus on the patches of ${bugExternalId}; reveal a campaign first.`,
    );
  }
  if (!campaign.revealedAt)
    throw new AppError(
      "INVALID_INPUT",
      `Campaign "${campaign.name}" is not revealed yet: its consensus cannot be compared.`,
    );
  const [results, consensus, ratings] = await Promise.all([
    prisma.judgeResult.findMany({
      where: { runId, patchId: { in: visible } },
      orderBy: { sample: "asc" },
      select: { patchId: true, label: true, justification: true },
    }),
    prisma.consensus.findMany({
      where: { campaignId: campaign.id, patchId: { in: visible } },
      select: { patchId: true, label: true, themes: true, notes: true },
    }),
    prisma.rating.findMany({
      where: { campaignId: campaign.id, patchId: { in: visible } },
      orderBy: { createdAt: "asc" },
      select: { patchId: true, label: true, justification: true },
    }),
  ]);
  const external = new Map(bug.patches.map((p) => [p.id, p.externalId]));
  const disagreements: TRepairDisagreement[] = [];
  let compared = 0;
  for (const c of [...consensus].sort((a, b) =>
    external.get(a.patchId)!.localeCompare(external.get(b.patchId)!),
  )) {
    const samples = results.filter((r) => r.patchId === c.patchId);
    const vote = majorityVote({ labels: samples.map((s) => s.label) });
    if (!vote) continue;
    compared += 1;
    if (vote.label === c.label) continue;
    const agreeing = samples.find((s) => s.label === vote.label && s.justification.trim());
    disagreements.push({
      patchId: external.get(c.patchId)!,
      judgeLabel: vote.label,
      judgeJustification: agreeing?.justification ?? "",
      consensusLabel: c.label,
      consensusThemes: parseList(c.themes),
      consensusNotes: c.notes,
      raters: ratings
        .filter((r) => r.patchId === c.patchId)
        .map((r) => ({ label: r.label, justification: r.justification })),
    });
  }
  return {
    run: { id: run.id, name: `${run.config.name} v${run.config.version}` },
    campaign: { id: campaign.id, name: campaign.name },
    compared,
    disagreements,
  };
}
