import { z } from "zod";
import { ZBenchmarkOptions } from "@/lib/benchmark/schemas";
import { ZDimensionGrades, ZRatingScale } from "@/lib/scales/schemas";
import { ZDisagreementTheme } from "./disagreement-themes";
import { RATING_LABELS } from "./rating-labels";

export const ZRatingLabel = z.enum(RATING_LABELS);
export type TRatingLabel = z.infer<typeof ZRatingLabel>;
export const ZConsensusLabel = z.enum(["VALID", "INVALID"]);
export type TConsensusLabel = z.infer<typeof ZConsensusLabel>;

export const CAMPAIGN_PHASES = ["labelling", "reveal", "closed"] as const;
export const ZCampaignPhase = z.enum(CAMPAIGN_PHASES);
export type TCampaignPhase = z.infer<typeof ZCampaignPhase>;

// Twins of the Prisma enums of the campaign tables (lib/transfer's dump schemas check they match).
/** "external" campaigns only hold imported ratings; "assigned" ones assign patches to raters. */
export const ZCampaignKind = z.enum(["assigned", "external"]);
export const ZCampaignRole = z.enum(["rater", "adjudicator"]);
export const ZAssignmentStatus = z.enum(["pending", "done"]);
export const ZConsensusMethod = z.enum(["unanimous", "adjudicated"]);

/**
 * Active-review rules: confidence below a percentile of the run's, judge samples that split,
 * two runs that disagree, a run that disagrees with a campaign's consensus, or verdicts whose text
 * the patch's evidence contradicts (lib/judge/evidence).
 */
export const REVIEW_RULES = [
  "low_confidence",
  "split_votes",
  "run_disagreement",
  "judge_human",
  "evidence_flags",
] as const;
export type TReviewRule = (typeof REVIEW_RULES)[number];

/** Which patches a campaign labels. "golden": only bugs whose rubric is golden (the default). */
export const ZCampaignSelection = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("golden") }),
  z.object({ kind: z.literal("all") }),
  z.object({
    kind: z.literal("bugType"),
    bugTypes: z.array(z.string().trim().min(1)).min(1, "choose at least one bug type").max(200),
  }),
  /** No patches up front: ratings are imported from CSV. */
  z.object({ kind: z.literal("none") }),
  /** Active review: the patches a rule over judge output routes to people (lib/campaigns/pick-review-patches). */
  z.object({
    kind: z.literal("review"),
    rule: z.enum(REVIEW_RULES),
    runId: z.string().trim().min(1, "choose a judge run"),
    /** low_confidence: patches whose confidence is below this percentile of the run's. */
    percentile: z.coerce.number().min(1, "at least 1").max(99, "at most 99").default(25),
    /** run_disagreement: the run compared with. */
    otherRunId: z.string().trim().min(1).optional(),
    /** judge_human: the campaign whose consensus is compared with. */
    campaignId: z.string().trim().min(1).optional(),
  }),
  /**
   * A benchmark drawn from agent samples (paper 001 §4.1, lib/benchmark): per bug at most k unique
   * passing patches, seeded. `fingerprint` (the preview's) makes the create refuse a different set.
   */
  ZBenchmarkOptions.extend({
    kind: z.literal("benchmark"),
    fingerprint: z
      .string()
      .regex(/^[0-9a-f]{16}$/, "must be the preview's fingerprint")
      .optional(),
  }),
]);
export type TCampaignSelection = z.infer<typeof ZCampaignSelection>;

const ZUserIds = z.array(z.string().min(1)).max(500);

export const ZCreateCampaign = z.object({
  name: z.string().trim().min(1, "is required").max(200),
  instructions: z.string().max(20_000).default(""),
  selection: ZCampaignSelection.default({ kind: "golden" }),
  ratersPerPatch: z.coerce.number().int().min(1, "must be at least 1").max(20).default(3),
  raterIds: ZUserIds.default([]),
  adjudicatorIds: ZUserIds.default([]),
  showGroundTruth: z.boolean().default(false),
  allowUnsure: z.boolean().default(false),
  /** A graded scale for the raters (lib/scales); null or absent: binary VALID / INVALID. */
  scale: ZRatingScale.nullable().default(null),
});
export type TCreateCampaign = z.infer<typeof ZCreateCampaign>;

export const ZSetCampaignPeople = z.object({
  raterIds: ZUserIds,
  adjudicatorIds: ZUserIds.default([]),
});
export type TSetCampaignPeople = z.infer<typeof ZSetCampaignPeople>;

export const ZChangePhase = z.object({ phase: z.enum(["reveal", "closed"]) });
export type TChangePhase = z.infer<typeof ZChangePhase>;

export const MAX_JUSTIFICATION = 10_000;
/** Time on one item is capped at 4 h: a tab left open overnight is not rating time. */
export const MAX_TIME_SPENT_MS = 4 * 60 * 60 * 1000;

export const ZSubmitRating = z.object({
  /**
   * Binary campaigns: the label (required). Graded campaigns derive it from `grade` (collapse);
   * there the client sends no label, or UNSURE (if allowed) with no grade.
   */
  label: ZRatingLabel.optional(),
  /** Graded campaigns: the grade, 1..n of the campaign's scale. */
  grade: z.number().int().min(1).max(10).optional(),
  /** Graded campaigns with dimensions: a grade for every dimension of the scale. */
  dimensionGrades: ZDimensionGrades.optional(),
  justification: z.string().max(MAX_JUSTIFICATION).default(""),
  /** Indexes of the rubric requirements the rater ticked. */
  checklist: z.array(z.number().int().min(0).max(1000)).max(1000).default([]),
  timeSpentMs: z
    .number()
    .int()
    .min(0)
    .default(0)
    .transform((ms) => Math.min(ms, MAX_TIME_SPENT_MS)),
  /**
   * Optimistic concurrency: the `updatedAt` of the stored rating the form started from (the item's
   * `myRating.updatedAt`), or null when the item had no rating then. A save whose base is no longer
   * the stored rating's (saved again in another tab, or created there) is refused with 409 and
   * `details.reason` "rating-changed" (ZRatingConflict), changing nothing. Omitted: the save
   * replaces whatever is stored (last write wins), as scripts that do not send it expect.
   */
  baseUpdatedAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .optional()
    .describe(
      "The stored rating's updatedAt the form started from (null: none yet). A stale base is refused (409, details.reason rating-changed); omitted: last write wins.",
    ),
});
export type TSubmitRating = z.infer<typeof ZSubmitRating>;

export const ZAdjudicate = z.object({
  label: ZConsensusLabel,
  themes: z.array(ZDisagreementTheme).min(1, "choose at least one disagreement theme").max(5),
  notes: z.string().max(MAX_JUSTIFICATION).default(""),
  /** Present only to change a settled consensus on purpose: the reason is kept in its history. */
  change: z
    .object({
      reason: z
        .string()
        .trim()
        .min(1, "give a reason for changing a settled consensus")
        .max(MAX_JUSTIFICATION),
    })
    .optional(),
});
export type TAdjudicate = z.infer<typeof ZAdjudicate>;

export const ZQueuePosition = z.coerce.number().int().min(1, "must be 1 or more");

/** Form fields that come with an uploaded ratings CSV. */
export const ZRatingsUpload = z.object({
  skipInvalid: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});
