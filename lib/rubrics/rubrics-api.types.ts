import { z } from "zod";
import { ZIsoDate } from "@/lib/api/wire.types";
import { ZEditTheme } from "./edit-themes";

// Response schemas of the rubric routes (bugs/[bugId]/rubric/**, drafts/**, my-work, rubric-analytics).

const ZUserRef = z.object({ id: z.string(), name: z.string() });
const ZDraftJob = z.object({
  id: z.string(),
  batchId: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  engine: z.string(),
  /** The LLM it was queued for (null: offline, or queued before it was recorded). */
  provider: z.string().nullable(),
  model: z.string().nullable(),
  endpoint: z.string().nullable(),
  /** Why a queued job is not drafted here (queued for another LLM), or null. */
  waiting: z.string().nullable(),
});

const ZRubricEdit = z.object({
  id: z.string(),
  position: z.number(),
  type: z.string(),
  baseStart: z.number(),
  baseEnd: z.number(),
  newStart: z.number(),
  newEnd: z.number(),
  beforeText: z.string(),
  afterText: z.string(),
  justification: z.string(),
  themes: z.array(ZEditTheme),
  comments: z.array(
    z.object({
      id: z.string(),
      comment: z.string(),
      createdAt: ZIsoDate,
      review: z.object({ round: z.number(), reviewer: z.object({ name: z.string() }) }),
    }),
  ),
});
const ZRubricVersion = z.object({
  id: z.string(),
  number: z.number(),
  kind: z.string(),
  source: z.string(),
  content: z.string(),
  createdAt: ZIsoDate,
  editDistance: z.number().nullable(),
  editDistanceNorm: z.number().nullable(),
  promptTemplate: z.string().nullable(),
  promptVersion: z.string().nullable(),
  createdBy: ZUserRef.nullable(),
  /** The version this one was saved on (a repair proposal is compared with it). */
  parentVersion: z.object({ number: z.number(), content: z.string() }).nullable(),
  edits: z.array(ZRubricEdit),
});

export const ZGetRubricResponse = z.object({
  latestJob: ZDraftJob.nullable(),
  rubric: z
    .object({
      id: z.string(),
      format: z.string(),
      status: z.string(),
      updatedAt: ZIsoDate,
      editor: ZUserRef.nullable(),
      goldenVersion: z.object({ id: z.string(), number: z.number() }).nullable(),
      reviews: z.array(
        z.object({
          id: z.string(),
          round: z.number(),
          decision: z.string(),
          comment: z.string(),
          createdAt: ZIsoDate,
          versionId: z.string(),
          reviewer: ZUserRef,
          /** The round's comments on single edits, each with the edit of the reviewed version. */
          comments: z.array(
            z.object({
              id: z.string(),
              comment: z.string(),
              edit: z.object({
                position: z.number(),
                type: z.string(),
                beforeText: z.string(),
                afterText: z.string(),
                justification: z.string(),
              }),
            }),
          ),
        }),
      ),
      draft: z
        .object({
          id: z.string(),
          content: z.string(),
          source: z.string(),
          promptTemplate: z.string().nullable(),
          promptVersion: z.string().nullable(),
          createdAt: ZIsoDate,
        })
        .nullable(),
      currentVersion: ZRubricVersion.nullable(),
    })
    .nullable(),
});
export type TGetRubricResponse = z.output<typeof ZGetRubricResponse>;

export const ZSaveRubricResponse = z.object({
  versionId: z.string(),
  number: z.number(),
  distance: z.number(),
  normalized: z.number(),
  edits: z.number(),
});
export type TSaveRubricResponse = z.output<typeof ZSaveRubricResponse>;

export const ZSubmitRubricResponse = z.object({
  status: z.literal("in_review"),
  edits: z.number(),
});
export type TSubmitRubricResponse = z.output<typeof ZSubmitRubricResponse>;

export const ZReviewRubricResponse = z.object({
  status: z.enum(["golden", "returned"]),
  round: z.number(),
});
export type TReviewRubricResponse = z.output<typeof ZReviewRubricResponse>;

export const ZRequestDraftsResponse = z.object({
  batchId: z.string(),
  queued: z.number(),
  skipped: z.array(z.object({ bugId: z.string(), reason: z.string() })),
  engine: z.enum(["llm", "offline"]),
});
export type TRequestDraftsResponse = z.output<typeof ZRequestDraftsResponse>;

export const ZGetDraftBatchResponse = z.object({
  batchId: z.string(),
  total: z.number(),
  pending: z.number(),
  running: z.number(),
  done: z.number(),
  failed: z.number(),
  errors: z.array(z.object({ bugId: z.string(), error: z.string() })),
});
export type TGetDraftBatchResponse = z.output<typeof ZGetDraftBatchResponse>;

const ZWorkItem = z.object({
  bugId: z.string(),
  title: z.string().nullable(),
  status: z.string(),
  updatedAt: ZIsoDate,
});
export const ZGetMyWorkResponse = z.object({
  toDraft: z.array(
    z.object({ bugId: z.string(), title: z.string().nullable(), queued: z.boolean() }),
  ),
  toRefine: z.array(ZWorkItem),
  toConfirm: z.array(ZWorkItem),
  /** The engineer's own active rubric time in the project (lib/effort), ms. */
  myTime: z.object({ editingMs: z.number(), reviewMs: z.number() }),
});
export type TGetMyWorkResponse = z.output<typeof ZGetMyWorkResponse>;

const ZStats = z.object({ median: z.number(), mean: z.number(), max: z.number() });
export const ZGetRubricAnalyticsResponse = z.object({
  summary: z.object({
    rubrics: z.number(),
    modified: z.number(),
    modificationRate: z.number(),
    distance: ZStats,
    normalized: ZStats,
    withAdditions: z.number(),
    withDeletions: z.number(),
    withModifications: z.number(),
    themeCounts: z.record(z.string(), z.number()),
    cdf: z.array(z.object({ x: z.number(), y: z.number() })),
  }),
  rows: z.array(
    z.object({
      bugId: z.string(),
      status: z.string(),
      versions: z.number(),
      distance: z.number(),
      normalized: z.number(),
      added: z.number(),
      deleted: z.number(),
      modified: z.number(),
      themes: z.array(z.string()),
    }),
  ),
});
export type TGetRubricAnalyticsResponse = z.output<typeof ZGetRubricAnalyticsResponse>;

export const ZRepairCandidatesResponse = z.object({
  runs: z.array(
    z.object({
      runId: z.string(),
      runName: z.string(),
      campaignId: z.string().nullable(),
      campaignName: z.string().nullable(),
      compared: z.number(),
      disagreements: z.number(),
      problem: z.string().nullable(),
    }),
  ),
});
export type TRepairCandidatesResponse = z.output<typeof ZRepairCandidatesResponse>;

export const ZProposeRepairResponse = z.object({
  versionId: z.string(),
  number: z.number(),
  source: z.enum(["llm", "offline"]),
  disagreements: z.number(),
  edits: z.number(),
  runId: z.string(),
  campaignId: z.string(),
  goldenVersionId: z.string().nullable(),
});
export type TProposeRepairResponse = z.output<typeof ZProposeRepairResponse>;
