import { z } from "zod";
import { ZRulesSetting } from "@/lib/rules/schemas";
import { ZFixSpecSource } from "@/lib/fix-specs/schemas";
import { ZConsensusLabel } from "@/lib/campaigns/schemas";
import { ZJudgePatchFilter } from "./schemas-filter";
import { ZRatingScale } from "@/lib/scales/schemas";

export const JUDGE_REFERENCES = [
  "golden",
  "draft",
  "freeform",
  "ground_truth",
  "report_only",
  "fix_spec",
] as const;
/** What the judge is given beside the report and the patch (the paper's ablation setups). */
export const ZRunnableReference = z.enum(JUDGE_REFERENCES);
export type TRunnableReference = z.infer<typeof ZRunnableReference>;
/** A stored configuration's reference: a runnable one, or "external" (verdicts imported from another system). */
export const ZJudgeReference = z.enum([...JUDGE_REFERENCES, "external"]);
export type TJudgeReference = z.infer<typeof ZJudgeReference>;

export const REFERENCE_LABELS: Record<TJudgeReference, string> = {
  golden: "Golden rubric",
  draft: "Draft rubric (unedited)",
  freeform: "Free-form draft rubric",
  ground_truth: "Ground-truth patch",
  report_only: "Bug report only",
  fix_spec: "Fix specification (no developer fix)",
  external: "External verdicts (imported)",
};

/** The prompt each reference is rendered with unless a config names another version. */
export const DEFAULT_JUDGE_PROMPT: Record<TRunnableReference, string> = {
  golden: "judge-rubric",
  draft: "judge-rubric",
  freeform: "judge-rubric",
  ground_truth: "judge-ground-truth",
  report_only: "judge-report-only",
  fix_spec: "judge-fix-spec",
};

/** "baseline" is the no-LLM similarity judge; the others are LLM providers. */
export const JUDGE_PROVIDERS = [
  "openai",
  "anthropic",
  "google",
  "openai-compatible",
  "baseline",
] as const;
export const ZJudgeProvider = z.enum(JUDGE_PROVIDERS);
export type TJudgeProvider = z.infer<typeof ZJudgeProvider>;
export const BASELINE_MODEL = "similarity-v2";

/** The binary verdict, the same labels a campaign's consensus uses. */
export const ZJudgeLabel = ZConsensusLabel;
export type TJudgeLabel = z.infer<typeof ZJudgeLabel>;

// Twins of the Prisma enums of the judge tables (lib/transfer's dump schemas check they match).
export const ZJudgeRunStatus = z.enum([
  "queued",
  "running",
  "completed",
  "completed_with_failures",
  "failed",
  "cancelled",
]);
export type TJudgeRunStatus = z.infer<typeof ZJudgeRunStatus>;
/** JudgeRun.origin: judged here, or verdicts imported from another system. */
export const ZJudgeRunOrigin = z.enum(["external", "internal"]);
/** JudgeBatch.status (the Prisma enum JudgeBatchStatus). */
export const ZJudgeBatchStatus = z.enum([
  "cancelled",
  "collected",
  "created",
  "failed",
  "submitted",
  "submitting",
]);
export const ZJudgeJobStatus = z.enum(["pending", "running", "done", "failed", "cancelled"]);
export type TJudgeJobStatus = z.infer<typeof ZJudgeJobStatus>;

/** The judge's structured answer. The label comes from this field only, never from prose. */
export const ZJudgeVerdict = z.object({
  thought: z.string(),
  label: ZJudgeLabel,
  justification: z.string(),
});
export type TJudgeVerdict = z.infer<typeof ZJudgeVerdict>;

/** The prompt of per-requirement configurations (golden and draft rubrics only). */
export const REQUIREMENTS_PROMPT = "judge-rubric-requirements";
export const PER_REQUIREMENT_REFERENCES: readonly TRunnableReference[] = ["golden", "draft"];
/** Whether a configuration judges per requirement (it is saved with the per-requirement prompt). */
export const isPerRequirement = (config: { promptTemplate: string }) =>
  config.promptTemplate === REQUIREMENTS_PROMPT;

/**
 * The judge's verdict on one rubric requirement: `index` is 1-based in the rubric's checklist
 * order (lib/campaigns/extract-checklist, the items raters tick), `met` whether the patch meets it.
 */
export const ZRequirementVerdict = z.object({
  index: z.number().int(),
  met: z.boolean(),
  note: z.string(),
});
export type TRequirementVerdict = z.infer<typeof ZRequirementVerdict>;

/** A per-requirement judge's structured answer; the label still comes from `label` only. */
export const ZJudgeRequirementsVerdict = z.object({
  thought: z.string(),
  requirements: z.array(ZRequirementVerdict),
  label: ZJudgeLabel,
  justification: z.string(),
});
export type TJudgeRequirementsVerdict = z.infer<typeof ZJudgeRequirementsVerdict>;

export const ZCreateJudgeConfig = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "is required")
      .max(100)
      .regex(/^[\w .:-]+$/, "letters, digits, spaces and . _ : - only"),
    description: z.string().max(2_000).default(""),
    provider: ZJudgeProvider,
    model: z.string().trim().max(200).default(""),
    temperature: z.coerce.number().min(0).max(2).default(0),
    maxTokens: z.coerce.number().int().min(16).max(200_000).default(2048),
    samples: z.coerce.number().int().min(1, "must be at least 1").max(15, "at most 15").default(1),
    reference: ZRunnableReference.default("golden"),
    /** e.g. "judge-rubric.v1"; default: the reference's prompt at its newest version. */
    prompt: z.string().trim().max(100).optional(),
    /** Baseline only: similarity at or above which a patch is VALID. */
    threshold: z.coerce.number().min(0).max(1).optional(),
    /** fix_spec only: who writes the specifications (default: the judge's own model). */
    specWriter: ZFixSpecSource.optional(),
    /** Golden/draft rubrics only: a verdict per rubric requirement beside the label. */
    perRequirement: z.boolean().default(false),
    /** The project rules in the prompt: "none", "current" (newest at run start) or a version ("3"). */
    rules: ZRulesSetting,
    /**
     * A graded scale (lib/scales ZRatingScale: grades with definitions, optional dimensions) the
     * judge grades on beside the label, which is then the grade's collapse; null/absent: binary.
     */
    scale: ZRatingScale.nullish(),
  })
  .superRefine((c, ctx) => {
    if (c.scale && c.provider === "baseline")
      ctx.addIssue({
        code: "custom",
        path: ["scale"],
        message: "applies only to an LLM judge (the no-LLM baseline gives no grade)",
      });
    if (c.rules !== "none" && c.provider === "baseline")
      ctx.addIssue({
        code: "custom",
        path: ["rules"],
        message: "applies only to an LLM judge (the no-LLM baseline reads no prompt)",
      });
    if (
      c.perRequirement &&
      (c.provider === "baseline" || !PER_REQUIREMENT_REFERENCES.includes(c.reference))
    )
      ctx.addIssue({
        code: "custom",
        path: ["perRequirement"],
        message: "applies only to an LLM judge with a golden or draft rubric reference",
      });
    if (c.perRequirement && c.prompt && !c.prompt.startsWith(`${REQUIREMENTS_PROMPT}.`))
      ctx.addIssue({
        code: "custom",
        path: ["prompt"],
        message: `must be a ${REQUIREMENTS_PROMPT} version for a per-requirement judge`,
      });
    if (!c.perRequirement && c.prompt?.startsWith(`${REQUIREMENTS_PROMPT}.`))
      ctx.addIssue({
        code: "custom",
        path: ["prompt"],
        message: "is the per-requirement prompt: set perRequirement to use it",
      });
    if (c.specWriter && c.reference !== "fix_spec")
      ctx.addIssue({
        code: "custom",
        path: ["specWriter"],
        message: "applies only to the fix_spec reference",
      });
    if (c.provider !== "baseline" && !c.model)
      ctx.addIssue({ code: "custom", path: ["model"], message: "is required for an LLM provider" });
    if (c.provider === "baseline" && c.reference !== "ground_truth") {
      ctx.addIssue({
        code: "custom",
        path: ["reference"],
        message:
          "must be ground_truth for the no-LLM baseline (it compares with the developer fix)",
      });
    }
  });
export type TCreateJudgeConfig = z.infer<typeof ZCreateJudgeConfig>;

/** POST …/judge/configs/try: an unsaved configuration (name optional) judged on one patch. */
export const ZTryJudgeConfig = z.object({
  config: z.preprocess(
    (c) =>
      c && typeof c === "object" && !(c as { name?: unknown }).name ? { ...c, name: "try" } : c,
    ZCreateJudgeConfig,
  ),
  /** The patch's id; default: the project's first patch that has the reference. */
  patchId: z.string().trim().min(1).max(500).optional(),
});
export type TTryJudgeConfig = z.output<typeof ZTryJudgeConfig>;

/** online: one call per job; batch: the provider's batch API at its lower price (lib/judge/batch). */
export const ZJudgeRunMode = z.enum(["online", "batch"]);
export type TJudgeRunMode = z.infer<typeof ZJudgeRunMode>;
/** Providers with a batch API: OpenAI Batch (also openai-compatible servers that serve it), Anthropic Message Batches. */
export const JUDGE_BATCH_PROVIDERS = ["openai", "openai-compatible", "anthropic"] as const;

export const ZStartJudgeRun = z.object({
  configId: z.string().min(1, "is required"),
  campaignId: z.string().min(1).nullish(),
  filter: ZJudgePatchFilter.default({ kind: "all" }),
  concurrency: z.coerce
    .number()
    .int()
    .min(1, "must be at least 1")
    .max(64, "at most 64")
    .default(8),
  mode: ZJudgeRunMode.default("online"),
});
export type TStartJudgeRun = z.infer<typeof ZStartJudgeRun>;

/** Put failed (and cancelled) jobs back in the queue: all of a run's, or one patch's. */
export const ZRetryJudgeJobs = z.object({ patchId: z.string().min(1).optional() });
export type TRetryJudgeJobs = z.infer<typeof ZRetryJudgeJobs>;

/** Results per page of a run's results list: the default and the most one request may ask. */
export const RESULTS_PAGE_SIZE = { default: 50, max: 500 } as const;

/**
 * `GET …/runs/:id/results`: one page of rows, `limit` of them after `cursor` (the `nextCursor`
 * of the page before: the last row's position and patch id; none for the first page).
 */
export const ZJudgeResultsQuery = z.object({
  disagreements: z
    .enum(["0", "1"])
    .default("0")
    .transform((v) => v === "1"),
  limit: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(RESULTS_PAGE_SIZE.max, `at most ${RESULTS_PAGE_SIZE.max}`)
    .default(RESULTS_PAGE_SIZE.default),
  cursor: z
    .string()
    .regex(/^\d{1,15}:[\w-]{1,100}$/, "must be the nextCursor of a previous page")
    .transform((v) => {
      const at = v.indexOf(":");
      return { position: Number(v.slice(0, at)), patchId: v.slice(at + 1) };
    })
    .optional(),
});
export type TJudgeResultsQuery = z.output<typeof ZJudgeResultsQuery>;

export const ZJudgeExportQuery = z.object({ format: z.enum(["csv", "jsonl"]).default("csv") });
