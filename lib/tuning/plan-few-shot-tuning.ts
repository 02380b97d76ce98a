import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { loadRunJudgments } from "@/lib/alignment/load-run-judgments";
import { buildFewShotExample } from "./build-few-shot-example";
import { findFinishedRun } from "./find-finished-run";
import { loadTuningCampaign } from "./load-tuning-campaign";
import type { TJudgeTuningOrigin } from "./schemas";
import { FEW_SHOT_DIFF_LIMIT, FEW_SHOT_PROMPT, type TFewShotExamples } from "./schemas-few-shot";
import type { TFewShotTuningInput } from "./schemas-few-shot";
import { selectFewShotExamples } from "./select-few-shot-examples";
import { splitBugsForTuning } from "./split-bugs-for-tuning";

const NO_PROMPT = new Set(["baseline", "external"]);

/**
 * What a few-shot tuning would write, without writing: the base version (of this project, with an
 * LLM prompt), the revealed campaign, the seeded split of its bugs (lib/tuning
 * splitBugsForTuning) with bug and patch counts per part, and the examples chosen from the
 * tuning part only (selectFewShotExamples; the base run's disagreements first, then adjudicated
 * patches). No candidate in the tuning part is a 422. Patches the viewer is still labelling in
 * some campaign are left out before anything is chosen or counted (their consensus and reasons
 * never reach the preview, the saved examples or the `labelled` counts); `hidden` says how many
 * labelled patches that was. `viewerId` null (the CLI): nobody's, nothing hidden. The split is of
 * the whole campaign's bugs, so the same seed gives the same split whoever asks.
 */
export async function planFewShotTuning(options: {
  projectId: string;
  viewerId: string | null;
  input: TFewShotTuningInput;
}) {
  const { projectId, viewerId, input } = options;
  const base = await prisma.judgeConfig.findFirst({ where: { id: input.configId, projectId } });
  if (!base) throw new AppError("NOT_FOUND", "configId: no such judge configuration here.");
  if (NO_PROMPT.has(base.provider))
    throw new AppError(
      "INVALID_INPUT",
      `configId: ${base.name} v${base.version} is a ${base.provider} configuration; it has no prompt to add examples to.`,
    );
  const data = await loadTuningCampaign({ projectId, campaignId: input.campaignId });
  const blinded = await listBlindedPatchIds({ projectId, userId: viewerId });
  const consensus = data.consensus.filter((c) => !blinded.has(c.patchId));
  const hidden = data.consensus.length - consensus.length;
  const split = splitBugsForTuning({
    bugIds: [...new Set(data.patches.values())],
    seed: input.seed,
    heldOutShare: input.heldOutShare,
  });
  const baseRun =
    input.baseRunId === null
      ? null
      : await findFinishedRun({
          projectId,
          configId: base.id,
          campaignId: data.campaign.id,
          runId: input.baseRunId,
          field: "baseRunId",
        });
  const verdicts = new Map(
    baseRun
      ? (await loadRunJudgments({ runIds: [baseRun.id], campaignId: data.campaign.id })).map(
          (j) => [j.patchId, j.label],
        )
      : [],
  );
  const selected = selectFewShotExamples({
    candidates: consensus.map((c) => ({ ...c, judgeLabel: verdicts.get(c.patchId) ?? null })),
    tuningBugIds: split.tuningBugIds,
    count: input.examples,
    seed: input.seed,
  });
  if (selected.length === 0)
    throw new AppError(
      "INVALID_INPUT",
      `campaignId: the tuning part of “${data.campaign.name}” has no disagreement to learn from (no adjudicated patch${baseRun ? " and no patch where the base run disagreed with the consensus" : "; name a finished run of the base configuration to use its disagreements"})${hidden > 0 ? `; ${hidden} labelled patch${hidden === 1 ? " was" : "es were"} left out because you are still labelling ${hidden === 1 ? "it" : "them"} in a campaign` : ""}.`,
    );
  const patches = await prisma.patch.findMany({
    where: { id: { in: selected.map((s) => s.patchId) } },
    select: {
      id: true,
      externalId: true,
      diff: true,
      bug: { select: { externalId: true, title: true } },
      consensus: { where: { campaignId: data.campaign.id }, select: { notes: true } },
      ratings: {
        where: { campaignId: data.campaign.id },
        orderBy: { createdAt: "asc" },
        select: { label: true, justification: true },
      },
    },
  });
  const byId = new Map(patches.map((p) => [p.id, p]));
  const fewShot: TFewShotExamples = {
    prompt: FEW_SHOT_PROMPT,
    diffLimit: FEW_SHOT_DIFF_LIMIT,
    examples: selected.map((s) => {
      const p = byId.get(s.patchId)!;
      return buildFewShotExample({
        bug: p.bug,
        patch: p,
        label: s.label,
        source: s.source,
        notes: p.consensus[0]?.notes ?? "",
        raters: p.ratings,
      });
    }),
  };
  const origin: TJudgeTuningOrigin = {
    method: "few_shot",
    campaignId: data.campaign.id,
    baseConfigId: base.id,
    baseRunId: baseRun?.id ?? null,
    seed: input.seed,
    heldOutShare: input.heldOutShare,
    tuningBugIds: split.tuningBugIds,
    heldOutBugIds: split.heldOutBugIds,
  };
  const part = (bugIds: readonly string[]) => {
    const bugs = new Set(bugIds);
    const inPart = (bugId: string) => bugs.has(bugId);
    return {
      bugs: bugIds.length,
      patches: [...data.patches.values()].filter(inPart).length,
      labelled: consensus.filter((c) => inPart(c.bugId)).length,
    };
  };
  return {
    base,
    campaign: data.campaign,
    baseRunId: baseRun?.id ?? null,
    split: { tuning: part(split.tuningBugIds), heldOut: part(split.heldOutBugIds) },
    hidden,
    origin,
    fewShot,
  };
}
