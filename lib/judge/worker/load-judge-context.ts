import type { LanguageModel } from "ai";
import { prisma } from "@/lib/db/client";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import type { TClaimedJob } from "../queue/claim-judge-jobs";
import type { TJudgeVerdictConfig } from "../scoring/compute-judge-verdict";
import { createJudgeModel } from "../config/create-judge-model";
import { loadPatchSpec } from "@/lib/fix-specs/load-patch-spec";
import type { TFixSpecSource } from "@/lib/fix-specs/schemas";
import { PATCH_TESTS_SELECT, type TPatchTests } from "@/lib/fix-specs/format-test-information";
import { listTemplateVariables } from "@/lib/prompts/list-template-variables";
import { renderRunRules } from "@/lib/rules/render-run-rules";
import { renderConfigFewShot } from "@/lib/tuning/render-config-few-shot";
import { renderConfigGuidance } from "@/lib/tuning/render-config-guidance";

type TRunContext = {
  config: TJudgeVerdictConfig;
  specWriter: TFixSpecSource | null;
  template: string | null;
  /** The template states the patch's test outcome (`{{testOutcome}}`): its test columns are read. */
  wantsTests: boolean;
  model: LanguageModel | null;
  /** The project rules section the run carries (its rule set, fixed at start), or null. */
  projectRules: string | null;
  /** The configuration's few-shot examples section (lib/tuning, tuned versions), or null. */
  fewShot: string | null;
  /** The configuration's reviewers' guidance section (instructions-tuned versions), or null. */
  guidance: string | null;
  status: string;
  checkedAt: number;
};

/** Per-worker lookups: a run's config, prompt and model (immutable), its status (re-read every `statusTtlMs`), rubric texts (immutable). */
export type TJudgeContextCache = {
  runs: Map<string, TRunContext>;
  references: Map<string, string>;
  statusTtlMs: number;
};
export const createJudgeContextCache = (statusTtlMs = 500): TJudgeContextCache => ({
  runs: new Map(),
  references: new Map(),
  statusTtlMs,
});

/**
 * What a worker needs to judge one claimed job (which carries its patch and bug): the run's
 * configuration with its prompt and model, the run's status (so a cancel stops new calls
 * within `statusTtlMs`), and the text of the rubric version fixed at run start, or for a
 * fix_spec run the specification of the patch's file set (written now when it is the first)
 * and the patch's test information; for a template stating the test outcome, the patch's test columns.
 */
export async function loadJudgeContext(options: { cache: TJudgeContextCache; job: TClaimedJob }) {
  const { cache, job } = options;
  let context = cache.runs.get(job.runId);
  if (!context || Date.now() - context.checkedAt > cache.statusTtlMs) {
    const run = await prisma.judgeRun.findUnique({
      where: { id: job.runId },
      select: {
        status: true,
        config: !context,
        ruleSet: context ? false : { select: { version: true, rules: true } },
      },
    });
    if (!run) return null;
    if (!context) {
      const config = run.config!;
      const llm = config.provider !== "baseline";
      const template = llm
        ? loadPrompt({ name: `${config.promptTemplate}.v${config.promptVersion}` }).body
        : null;
      context = {
        config,
        specWriter: config.specWriter,
        template,
        wantsTests:
          template !== null && listTemplateVariables({ template }).includes("testOutcome"),
        model: llm ? createJudgeModel({ provider: config.provider, model: config.model }) : null,
        projectRules: llm && run.ruleSet ? renderRunRules({ ruleSet: run.ruleSet }) : null,
        fewShot: llm ? renderConfigFewShot({ fewShot: config.fewShot }) : null,
        guidance: llm ? renderConfigGuidance({ config }) : null,
        status: run.status,
        checkedAt: Date.now(),
      };
    } else context = { ...context, status: run.status, checkedAt: Date.now() };
    cache.runs.set(job.runId, context);
  }
  let referenceText: string | null = null;
  if (job.referenceVersionId) {
    referenceText = cache.references.get(job.referenceVersionId) ?? null;
    if (referenceText === null) {
      const version = await prisma.rubricVersion.findUnique({
        where: { id: job.referenceVersionId },
        select: { content: true },
      });
      referenceText = version?.content ?? null;
      if (referenceText !== null) cache.references.set(job.referenceVersionId, referenceText);
    }
  }
  let testInformation: string | null = null;
  if (context.config.reference === "fix_spec") {
    const spec = await loadPatchSpec({
      patchId: job.patchId,
      specWriter: context.specWriter,
      judge: { ...context.config, languageModel: context.model },
      cache: cache.references,
    });
    referenceText = spec.specification;
    testInformation = spec.testInformation;
  }
  const tests: TPatchTests | null = context.wantsTests
    ? await prisma.patch.findUnique({ where: { id: job.patchId }, select: PATCH_TESTS_SELECT })
    : null;
  return {
    ...context,
    tests,
    bug: job.patch.bug,
    candidatePatch: job.patch.diff,
    referenceText,
    testInformation,
  };
}
