import { z } from "zod";
import { ZFixSpecSource } from "@/lib/fix-specs/schemas";
import { ZRatingScale } from "@/lib/scales/schemas";
import { ZIsoDate } from "@/lib/api/wire.types";
import { ZDisagreementTheme } from "@/lib/campaigns/disagreement-themes";
import { ZCampaignPhase } from "@/lib/campaigns/schemas";
import { ZJudgeLabel, ZJudgeProvider, ZJudgeReference, ZJudgeRunStatus } from "./schemas";

// Response schemas of the judge routes (app/api/projects/[slug]/judge/**): what goes on the wire.

const ZLabel = ZJudgeLabel;
const ZJobCounts = z.object({
  pending: z.number(),
  running: z.number(),
  done: z.number(),
  failed: z.number(),
  cancelled: z.number(),
});

export const ZJudgeConfigRow = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number(),
  provider: ZJudgeProvider,
  model: z.string(),
  temperature: z.number(),
  maxTokens: z.number(),
  samples: z.number(),
  promptTemplate: z.string(),
  promptVersion: z.string(),
  reference: ZJudgeReference,
  description: z.string(),
  threshold: z.number().nullable(),
  /** fix_spec: who writes its specifications. */
  specWriter: ZFixSpecSource.nullable(),
  /** Project rules in the prompt: "none", "current" or a pinned version number (lib/rules). */
  rules: z.string(),
  /** Instructions-tuned versions: the reviewers' guidance lines (JSON string array); null otherwise. */
  guidance: z.string().nullable(),
  runs: z.number(),
  createdAt: ZIsoDate,
  baseline: z.boolean(),
  /** Judges each rubric requirement too (the per-requirement prompt). */
  perRequirement: z.boolean(),
  /** A graded scale (lib/scales) the judge grades on; null: binary. */
  scale: ZRatingScale.nullable(),
  /** Tuned versions only: how it came about (lib/tuning, JSON text); null otherwise. */
  tuning: z.string().nullable(),
  /** This server reaches the provider: offered to runs and the rubric test bench only then. */
  runnable: z.boolean(),
  /** Why not: "cannot run here: set OPENAI_API_KEY"; null when runnable. */
  unreachable: z.string().nullable(),
});
export type TJudgeConfigRow = z.output<typeof ZJudgeConfigRow>;

export const ZProviderReach = z.object({ runnable: z.boolean(), reason: z.string().nullable() });
export const ZGetJudgeConfigsResponse = z.object({
  configs: z.array(ZJudgeConfigRow),
  /** Whether this server reaches each provider (lib/judge/config/describe-provider-reach). */
  providers: z.record(z.string(), ZProviderReach),
});
export type TGetJudgeConfigsResponse = z.output<typeof ZGetJudgeConfigsResponse>;

/** POST …/judge/configs/try: the verdict an unsaved configuration gives one patch. */
export const ZTryJudgeConfigResponse = z.object({
  patchId: z.string(),
  bugId: z.string(),
  label: ZJudgeLabel,
  justification: z.string(),
  /** The similarity baseline's score; null for an LLM judge. */
  score: z.number().nullable(),
  cached: z.boolean(),
  /** A graded draft: the grade (label is its collapse), dimension grades (JSON text) and the
   * model's own label when it contradicted the grade; null otherwise. */
  grade: z.number().nullable(),
  dimensionGrades: z.string().nullable(),
  modelLabel: ZJudgeLabel.nullable(),
});
export type TTryJudgeConfigResponse = z.output<typeof ZTryJudgeConfigResponse>;

export const ZCreateJudgeConfigResponse = z.object({
  config: ZJudgeConfigRow.omit({
    runs: true,
    baseline: true,
    perRequirement: true,
    runnable: true,
    unreachable: true,
  }).extend({
    projectId: z.string(),
    createdById: z.string().nullable(),
  }),
});
export type TCreateJudgeConfigResponse = z.output<typeof ZCreateJudgeConfigResponse>;

export const ZJudgeRunRow = z.object({
  id: z.string(),
  status: ZJudgeRunStatus,
  total: z.number(),
  skipped: z.number(),
  origin: z.string(),
  source: z.string().nullable(),
  createdAt: ZIsoDate,
  finishedAt: ZIsoDate.nullable(),
  config: z.object({
    name: z.string(),
    version: z.number(),
    provider: z.string(),
    model: z.string(),
    reference: ZJudgeReference,
  }),
  campaign: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The project rules version its prompt carried; null: none. */
  rulesVersion: z.number().nullable(),
  done: z.number(),
  failed: z.number(),
});
export type TJudgeRunRow = z.output<typeof ZJudgeRunRow>;

export const ZGetJudgeRunsResponse = z.object({ runs: z.array(ZJudgeRunRow) });
export type TGetJudgeRunsResponse = z.output<typeof ZGetJudgeRunsResponse>;

export const ZStartJudgeRunResponse = z.object({
  run: z.object({
    id: z.string(),
    total: z.number(),
    patches: z.number(),
    skipped: z.number(),
    skippedReason: z.string().nullable(),
    /** The project rules version the run's prompts carry; null: none. */
    rulesVersion: z.number().nullable(),
  }),
});
export type TStartJudgeRunResponse = z.output<typeof ZStartJudgeRunResponse>;

export const ZJudgeRunView = z.object({
  id: z.string(),
  status: ZJudgeRunStatus,
  config: z.object({
    id: z.string(),
    name: z.string(),
    version: z.number(),
    provider: z.string(),
    model: z.string(),
    reference: ZJudgeReference,
    samples: z.number(),
    temperature: z.number(),
    promptTemplate: z.string(),
    promptVersion: z.string(),
    referenceLabel: z.string(),
    baseline: z.boolean(),
    /** A graded scale (lib/scales) the run's judge grades on; null: binary. */
    scale: ZRatingScale.nullable(),
  }),
  campaign: z
    .object({
      id: z.string(),
      name: z.string(),
      phase: ZCampaignPhase,
      /** Its raters grade (Campaign.scale set). */
      graded: z.boolean(),
    })
    .nullable(),
  /** The project rules version the run's prompts carry (lib/rules); null: none. */
  rulesVersion: z.number().nullable(),
  origin: z.string(),
  source: z.string().nullable(),
  filter: z.string(),
  concurrency: z.number(),
  mode: z.string(),
  batches: z.array(
    z.object({
      id: z.string(),
      seq: z.number(),
      provider: z.string(),
      status: z.string(),
      providerStatus: z.string().nullable(),
      providerBatchId: z.string().nullable(),
      /** The origin of the API it was sent to (null until sent): only a worker calling it collects it. */
      endpoint: z.string().nullable(),
      requestCount: z.number(),
      succeeded: z.number(),
      errored: z.number(),
      lastError: z.string().nullable(),
      submittedAt: ZIsoDate.nullable(),
      collectedAt: ZIsoDate.nullable(),
      open: z.boolean(),
    }),
  ),
  total: z.number(),
  skipped: z.number(),
  counts: ZJobCounts,
  llmCalls: z.number(),
  cachedCalls: z.number(),
  inputTokens: z.number(),
  outputTokens: z.number(),
  /** Input tokens the provider read from its prompt cache (part of inputTokens). */
  cachedInputTokens: z.number(),
  /** Input tokens written to the provider's prompt cache (Anthropic; part of inputTokens). */
  cacheWriteTokens: z.number(),
  costUsd: z.number().nullable(),
  /** USD the prompt cache saved against paying full input price (null without a price). */
  cacheSavingUsd: z.number().nullable(),
  createdBy: z.string().nullable(),
  createdAt: ZIsoDate,
  startedAt: ZIsoDate.nullable(),
  finishedAt: ZIsoDate.nullable(),
  elapsedMs: z.number(),
  etaSeconds: z.number().nullable(),
  lastProgressAt: ZIsoDate,
  waitingUntil: ZIsoDate.nullable(),
  stall: z
    .object({
      reason: z.enum(["no-worker", "no-progress", "no-capable-worker"]),
      idleMs: z.number(),
      message: z.string(),
    })
    .nullable(),
  /** The provider failed every call the same way: the run's calls resume at `until`. */
  paused: z.object({ until: ZIsoDate, reason: z.string(), message: z.string() }).nullable(),
  /** Failed jobs in plain words (lib/judge/results/describe-run-failures); null when none failed. */
  failures: z
    .object({
      kind: z.enum(["all", "some"]),
      failed: z.number(),
      reason: z.string().nullable(),
      reasonCount: z.number(),
      message: z.string(),
    })
    .nullable(),
});
export type TJudgeRunView = z.output<typeof ZJudgeRunView>;

export const ZGetJudgeRunResponse = z.object({ run: ZJudgeRunView });
export type TGetJudgeRunResponse = z.output<typeof ZGetJudgeRunResponse>;

export const ZCancelJudgeRunResponse = z.object({ cancelledJobs: z.number() });
export type TCancelJudgeRunResponse = z.output<typeof ZCancelJudgeRunResponse>;

export const ZRetryJudgeJobsResponse = z.object({ requeued: z.number() });
export type TRetryJudgeJobsResponse = z.output<typeof ZRetryJudgeJobsResponse>;

const ZJudgeSample = z.object({
  sample: z.number(),
  label: ZLabel,
  confidence: z.number().nullable(),
  score: z.number().nullable(),
  thought: z.string(),
  justification: z.string(),
  cached: z.boolean(),
  /** Graded runs only: the grade, dimension grades, the model's overridden label (else null). */
  grade: z.number().optional(),
  dimensionGrades: z.record(z.string(), z.number()).nullable().optional(),
  modelLabel: ZLabel.nullable().optional(),
});

/** One patch of a run (the export row's fields). */
const ZJudgePatchRow = z.object({
  patchId: z.string(),
  bugId: z.string(),
  bugType: z.string().nullable(),
  tool: z.string().nullable(),
  label: ZLabel.nullable(),
  valid: z.number(),
  invalid: z.number(),
  tie: z.boolean(),
  confidence: z.number().nullable(),
  score: z.number().nullable(),
  consensus: ZLabel.nullable(),
  agrees: z.boolean().nullable(),
  status: z.enum(["done", "failed", "pending", "cancelled"]),
  error: z.string().nullable(),
  samples: z.array(ZJudgeSample),
  /** Graded runs only: the samples' lower-median grade and per-dimension lower medians. */
  grade: z.number().nullable().optional(),
  dimensionGrades: z.record(z.string(), z.number()).nullable().optional(),
});

/** One page of a run's results (`?limit=&cursor=&disagreements=`). */
export const ZGetJudgeResultsResponse = z.object({
  rows: z.array(ZJudgePatchRow.extend({ key: z.string() })),
  /** Rows of every page (of the disagreements with `disagreements=1`), hidden ones left out. */
  total: z.number(),
  limit: z.number(),
  /** The `cursor` of the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  hidden: z.number(),
  disagreements: z.number(),
  hasConsensus: z.boolean(),
});
export type TGetJudgeResultsResponse = z.output<typeof ZGetJudgeResultsResponse>;

export const ZJudgeResultDetail = ZJudgePatchRow.extend({
  bug: z.object({
    externalId: z.string(),
    title: z.string().nullable(),
    bugType: z.string().nullable(),
    report: z.string(),
  }),
  diff: z.string(),
  reference: z.object({
    kind: z.string(),
    label: z.string(),
    baseline: z.boolean(),
    versionNumber: z.number().nullable(),
    content: z.string().nullable(),
    format: z.enum(["markdown", "diff"]).nullable(),
    /** fix_spec: the files the specification was written for, its writer, the patch's test information. */
    specFiles: z.array(z.string()).nullable(),
    specWriter: z.string().nullable(),
    testInformation: z.string().nullable(),
  }),
  /**
   * The judge's messages exactly as sent (its logged call); null when no call was logged or the
   * prompt is withheld. `hiddenExamples`: few-shot examples replaced by a notice because the viewer
   * is still labelling their patches in a campaign.
   */
  prompt: z
    .object({ system: z.string().nullable(), user: z.string(), hiddenExamples: z.number() })
    .nullable(),
  /** Why a logged prompt is not shown (it carries examples the viewer may not see); null otherwise. */
  promptWithheld: z.string().nullable(),
  consensusDetail: z
    .object({ label: ZLabel, themes: z.array(ZDisagreementTheme), notes: z.string() })
    .nullable(),
  jobs: z.array(
    z.object({
      sample: z.number(),
      status: z.string(),
      attempts: z.number(),
      error: z.string().nullable(),
    }),
  ),
  /** Per-requirement runs: each answered sample's verdict per rubric requirement; null otherwise. */
  requirements: z
    .array(
      z.object({
        sample: z.number(),
        verdicts: z.array(
          z.object({
            index: z.number(),
            met: z.boolean(),
            note: z.string(),
            /** The requirement's checklist text in the rubric version the judge saw. */
            text: z.string().nullable(),
          }),
        ),
      }),
    )
    .nullable(),
});
export type TJudgeResultDetail = z.output<typeof ZJudgeResultDetail>;

export const ZGetJudgeResultResponse = z.object({ result: ZJudgeResultDetail });
export type TGetJudgeResultResponse = z.output<typeof ZGetJudgeResultResponse>;

const ZLineError = z.object({ line: z.number(), field: z.string(), message: z.string() });

/** The report of an external verdicts import (`judge/imports`): what was read and the runs made. */
export const ZImportExternalRunResponse = z.object({
  report: z.object({
    fileName: z.string(),
    format: z.enum(["jsonl", "csv"]),
    totalLines: z.number(),
    validLines: z.number(),
    invalidLines: z.number(),
    errors: z.array(ZLineError),
    errorCount: z.number(),
    written: z.boolean(),
    runs: z.array(
      z.object({
        id: z.string().nullable(),
        name: z.string(),
        version: z.number().nullable(),
        split: z.string().nullable(),
        results: z.number(),
        valid: z.number(),
        invalid: z.number(),
        abstained: z.number(),
        scored: z.number(),
        unchanged: z.boolean(),
      }),
    ),
  }),
});
export type TImportExternalRunResponse = z.output<typeof ZImportExternalRunResponse>;
