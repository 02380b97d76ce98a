import type { LanguageModel } from "ai";
import { prisma } from "@/lib/db/client";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import type { TJudgeVerdictConfig } from "./compute-judge-verdict";
import { createJudgeModel } from "./create-judge-model";

export type TRunContext = { runId: string; status: string; config: TJudgeVerdictConfig; template: string | null; model: LanguageModel | null };

/** Immutable per-worker lookups: a run's config, prompt and model; rubric version texts. */
export type TJudgeContextCache = { runs: Map<string, TRunContext>; references: Map<string, string> };
export const createJudgeContextCache = (): TJudgeContextCache => ({ runs: new Map(), references: new Map() });

/**
 * What a worker needs to judge one job: the run's configuration (with its prompt and
 * model, cached per worker), the run's current status, the patch and bug, and the text of
 * the rubric version fixed at run start. Configs and rubric versions never change.
 */
export async function loadJudgeContext(options: { cache: TJudgeContextCache; runId: string; patchId: string; referenceVersionId: string | null }) {
  const { cache, runId, patchId, referenceVersionId } = options;
  const [run, patch] = await Promise.all([
    prisma.judgeRun.findUnique({ where: { id: runId }, select: { status: true, config: true } }),
    prisma.patch.findUnique({ where: { id: patchId }, select: { diff: true, bug: { select: { externalId: true, title: true, bugType: true, language: true, report: true, groundTruthPatch: true } } } }),
  ]);
  if (!run || !patch) return null;
  let context = cache.runs.get(runId);
  if (!context) {
    const { config } = run;
    const llm = config.provider !== "baseline";
    context = {
      runId,
      status: run.status,
      config,
      template: llm ? loadPrompt({ name: `${config.promptTemplate}.v${config.promptVersion}` }).body : null,
      model: llm ? createJudgeModel({ provider: config.provider, model: config.model }) : null,
    };
    cache.runs.set(runId, context);
  }
  let referenceText: string | null = null;
  if (referenceVersionId) {
    referenceText = cache.references.get(referenceVersionId) ?? null;
    if (referenceText === null) {
      const version = await prisma.rubricVersion.findUnique({ where: { id: referenceVersionId }, select: { content: true } });
      referenceText = version?.content ?? null;
      if (referenceText !== null) cache.references.set(referenceVersionId, referenceText);
    }
  }
  return { ...context, status: run.status, bug: patch.bug, candidatePatch: patch.diff, referenceText };
}
