import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import { EXTERNAL_PROVIDER } from "@/lib/judge/external/schemas-external";
import { splitBugsForTuning, type TBugSplit } from "./split-bugs-for-tuning";
import { selectGuidanceDisagreements } from "./select-guidance-disagreements";
import type { TGuidanceDisagreement, TProposeJudgeGuidance } from "./schemas-guidance";

const FINISHED = ["completed", "completed_with_failures"];

export type TGuidanceEvidence = {
  config: {
    id: string;
    name: string;
    version: number;
    promptTemplate: string;
    promptVersion: string;
    guidance: string | null;
  };
  campaign: { id: string; name: string };
  run: { id: string };
  split: TBugSplit;
  compared: number;
  disagreements: TGuidanceDisagreement[];
};

const invalid = (field: string, message: string) =>
  new AppError("INVALID_INPUT", `${field}: ${message}`, { fields: [{ path: field, message }] });

/**
 * What an instruction refinement may learn from: the base configuration (an LLM judge), the
 * REVEALED campaign with a consensus, and a finished run of that configuration; the campaign's
 * bugs (internal ids, of its patches and its consensus) split by splitBugsForTuning BEFORE any
 * verdict is read; then the
 * disagreements of the tuning part's patches only (selectGuidanceDisagreements). Patches the
 * user is still labelling anywhere are left out (raters stay blind). Refusals are 404/422.
 */
export async function collectGuidanceEvidence(options: {
  projectId: string;
  userId: string | null;
  input: TProposeJudgeGuidance;
}): Promise<TGuidanceEvidence> {
  const { projectId, userId, input } = options;
  const config = await prisma.judgeConfig.findFirst({
    where: { id: input.configId, projectId },
    select: {
      id: true,
      name: true,
      version: true,
      provider: true,
      promptTemplate: true,
      promptVersion: true,
      guidance: true,
    },
  });
  if (!config) throw notFound(`Judge configuration ${input.configId}`);
  if (config.provider === "baseline" || config.provider === EXTERNAL_PROVIDER)
    throw invalid(
      "configId",
      `${config.name} v${config.version} is ${config.provider === "baseline" ? "the similarity baseline" : "an imported run's configuration"}: it has no instructions to refine.`,
    );
  const campaign = await prisma.campaign.findFirst({
    where: { id: input.campaignId, projectId },
    select: { id: true, name: true, revealedAt: true },
  });
  if (!campaign) throw notFound(`Campaign ${input.campaignId}`);
  if (!campaign.revealedAt)
    throw invalid(
      "campaignId",
      `"${campaign.name}" is not revealed yet: its consensus cannot be learnt from.`,
    );
  const run = await prisma.judgeRun.findFirst({
    where: { id: input.runId, projectId },
    select: { id: true, configId: true, status: true },
  });
  if (!run) throw notFound(`Judge run ${input.runId}`);
  if (run.configId !== config.id)
    throw invalid("runId", `this run is not a run of ${config.name} v${config.version}.`);
  if (!FINISHED.includes(run.status))
    throw invalid("runId", `this run is ${run.status}; refine from a finished run.`);
  const [listed, consensus] = await Promise.all([
    prisma.campaignPatch.findMany({
      where: { campaignId: campaign.id },
      select: { patch: { select: { bugId: true } } },
    }),
    prisma.consensus.findMany({
      where: { campaignId: campaign.id },
      select: {
        patchId: true,
        label: true,
        notes: true,
        patch: {
          select: {
            externalId: true,
            diff: true,
            bugId: true,
            bug: { select: { externalId: true } },
          },
        },
      },
    }),
  ]);
  if (consensus.length === 0)
    throw invalid("campaignId", `"${campaign.name}" has no consensus yet.`);
  // The split comes first, from the campaign alone (its patches' and its consensus patches' bugs,
  // internal ids): the same seed gives the same split whoever asks, and whichever tuning method.
  const split = splitBugsForTuning({
    bugIds: [...listed, ...consensus].map((c) => c.patch.bugId),
    seed: input.seed,
    heldOutShare: input.heldOutShare,
  });
  const tuning = new Set(split.tuningBugIds);
  const candidates = consensus.filter((c) => tuning.has(c.patch.bugId));
  const hidden = await listBlindedPatchIds({
    projectId,
    userId,
    among: candidates.map((c) => c.patchId),
  });
  const visible = candidates.filter((c) => !hidden.has(c.patchId));
  const ids = visible.map((c) => c.patchId);
  const [results, ratings] = await Promise.all([
    prisma.judgeResult.findMany({
      where: { runId: run.id, patchId: { in: ids } },
      orderBy: { sample: "asc" },
      select: { patchId: true, label: true, justification: true },
    }),
    prisma.rating.findMany({
      where: { campaignId: campaign.id, patchId: { in: ids } },
      orderBy: { createdAt: "asc" },
      select: { patchId: true, label: true, justification: true },
    }),
  ]);
  const { compared, disagreements } = selectGuidanceDisagreements({
    patches: visible.map((c) => ({
      id: c.patchId,
      externalId: c.patch.externalId,
      bugId: c.patch.bugId,
      bugExternalId: c.patch.bug.externalId,
      diff: c.patch.diff,
    })),
    tuningBugIds: split.tuningBugIds,
    consensus: visible,
    results,
    ratings,
  });
  return {
    config,
    campaign: { id: campaign.id, name: campaign.name },
    run: { id: run.id },
    split,
    compared,
    disagreements,
  };
}
