import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import { EXTERNAL_PROVIDER } from "@/lib/judge/external/schemas-external";
import { findFinishedRun } from "./find-finished-run";
import { loadTuningCampaign } from "./load-tuning-campaign";
import { splitBugsForTuning, type TBugSplit } from "./split-bugs-for-tuning";
import { selectGuidanceDisagreements } from "./select-guidance-disagreements";
import type { TGuidanceDisagreement, TProposeJudgeGuidance } from "./schemas-guidance";

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
 * user is still labelling anywhere are left out (raters stay blind). The campaign and the run are
 * checked by loadTuningCampaign and findFinishedRun, as for few-shot tuning (404/409/422).
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
  // The campaign and the run are checked as few-shot tuning checks them; the split comes first,
  // from the campaign alone, so the same seed gives the same split whichever tuning method.
  const data = await loadTuningCampaign({ projectId, campaignId: input.campaignId });
  const campaign = data.campaign;
  const run = (await findFinishedRun({
    projectId,
    configId: config.id,
    campaignId: campaign.id,
    runId: input.runId,
    field: "runId",
  }))!;
  const split = splitBugsForTuning({
    bugIds: [...new Set(data.patches.values())],
    seed: input.seed,
    heldOutShare: input.heldOutShare,
  });
  const tuning = new Set(split.tuningBugIds);
  const candidates = data.consensus.filter((c) => tuning.has(c.bugId)).map((c) => c.patchId);
  const hidden = await listBlindedPatchIds({ projectId, userId, among: candidates });
  const ids = candidates.filter((id) => !hidden.has(id));
  const [visible, results, ratings] = await Promise.all([
    prisma.consensus.findMany({
      where: { campaignId: campaign.id, patchId: { in: ids } },
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
    campaign,
    run: { id: run.id },
    split,
    compared,
    disagreements,
  };
}
