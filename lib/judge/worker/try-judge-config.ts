import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { generateStructured } from "@/lib/llm/generate-structured";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { PATCH_TESTS_SELECT } from "@/lib/fix-specs/format-test-information";
import { selectJudgePatches } from "../queue/select-judge-patches";
import { buildJudgeCall } from "../scoring/build-judge-call";
import { readGradedAnswer } from "../scoring/read-graded-answer";
import { scoreBaseline } from "../scoring/score-baseline";
import { BASELINE_MODEL, type TTryJudgeConfig } from "../schemas";
import { createJudgeModel } from "../config/create-judge-model";
import { describeProviderReach } from "../config/describe-provider-reach";
import { resolveJudgePrompt } from "../config/resolve-judge-prompt";
import { renderRunRules } from "@/lib/rules/render-run-rules";
import { resolveRunRuleSet } from "@/lib/rules/resolve-run-rule-set";

/**
 * "Try on one patch": an unsaved configuration judges one patch (the named one, or the project's
 * first, in bug then patch order, that has the reference and that the viewer is not labelling),
 * as the rubric test bench does: the prompt the saved configuration would get, one call logged
 * and cached (purpose `judge_try`), nothing else stored. Refused (422) for a provider this
 * server cannot reach and for the fix-specification reference (its specification is written by
 * a run). Never inside a transaction.
 */
export async function tryJudgeConfig(options: {
  projectId: string;
  viewerId: string;
  input: TTryJudgeConfig;
}) {
  const { projectId, viewerId } = options;
  const { config: draft, patchId } = options.input;
  const reach = describeProviderReach({ provider: draft.provider });
  if (!reach.runnable)
    throw new AppError("INVALID_INPUT", `provider: ${reach.reason}.`, {
      fields: [{ path: "provider", message: reach.reason ?? "cannot run here" }],
    });
  if (draft.reference === "fix_spec" && draft.provider !== "baseline")
    throw new AppError(
      "INVALID_INPUT",
      "reference: a fix-specification judge cannot be tried before saving (a run writes its specification); save it and run it on one patch.",
      { fields: [{ path: "reference", message: "cannot be tried before saving" }] },
    );
  const baseline = draft.provider === "baseline";
  const reference = baseline ? "ground_truth" : draft.reference;
  const { selected } = await selectJudgePatches({
    projectId,
    reference,
    filter: patchId ? { kind: "patches", patchIds: [patchId] } : { kind: "all" },
  });
  const blinded = await listBlindedPatchIds({
    projectId,
    userId: viewerId,
    among: selected.slice(0, 50).map((s) => s.patchId),
  });
  const pick = selected.slice(0, 50).find((s) => !blinded.has(s.patchId));
  if (!pick)
    throw new AppError(
      "INVALID_INPUT",
      patchId
        ? `patchId: ${patchId} cannot be tried: its bug has no ${reference} reference, or you are labelling it.`
        : `No patch of this project has the ${reference} reference yet (or you are labelling them all).`,
      { fields: [{ path: "patchId", message: "no patch to try" }] },
    );
  const patch = await prisma.patch.findUniqueOrThrow({
    where: { id: pick.patchId },
    select: {
      externalId: true,
      diff: true,
      ...PATCH_TESTS_SELECT,
      bug: {
        select: {
          externalId: true,
          title: true,
          bugType: true,
          language: true,
          report: true,
          groundTruthPatch: true,
        },
      },
    },
  });
  const about = { patchId: patch.externalId, bugId: patch.bug.externalId };
  if (baseline) {
    const score = scoreBaseline({
      candidate: patch.diff,
      groundTruth: patch.bug.groundTruthPatch,
      threshold: draft.threshold ?? 0.5,
      version: BASELINE_MODEL,
    });
    return {
      ...about,
      label: score.label,
      justification: score.justification,
      score: score.similarity,
      cached: false,
      grade: null,
      dimensionGrades: null,
      modelLabel: null,
    };
  }
  const prompt = resolveJudgePrompt({
    reference,
    prompt: draft.prompt,
    perRequirement: draft.perRequirement,
  });
  const referenceText = pick.referenceVersionId
    ? ((
        await prisma.rubricVersion.findUnique({
          where: { id: pick.referenceVersionId },
          select: { content: true },
        })
      )?.content ?? null)
    : null;
  // The rules the draft would carry if a run started now (a missing set: 409, as a run's start).
  const ruleSet = await resolveRunRuleSet({ tx: prisma, projectId, setting: draft.rules });
  const result = await generateStructured({
    ...buildJudgeCall({
      config: {
        provider: draft.provider,
        model: draft.model,
        temperature: draft.temperature,
        maxTokens: draft.maxTokens,
        reference,
        promptTemplate: prompt.name,
        promptVersion: prompt.version,
        threshold: null,
        scale: draft.scale ? JSON.stringify(draft.scale) : null,
      },
      template: loadPrompt({ name: `${prompt.name}.v${prompt.version}` }).body,
      bug: patch.bug,
      candidatePatch: patch.diff,
      referenceText,
      tests: patch,
      projectRules: ruleSet ? renderRunRules({ ruleSet }) : null,
      sample: 0,
    }),
    purpose: "judge_try",
    model: createJudgeModel({ provider: draft.provider, model: draft.model }),
  });
  const graded = readGradedAnswer({
    config: { scale: draft.scale ? JSON.stringify(draft.scale) : null },
    answer: result.object,
  });
  return {
    ...about,
    label: graded?.label ?? result.object.label,
    justification: result.object.justification,
    score: null,
    cached: result.cached,
    grade: graded?.grade ?? null,
    dimensionGrades: graded?.dimensionGrades ?? null,
    modelLabel: graded?.modelLabel ?? null,
  };
}
