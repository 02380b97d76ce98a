import { z } from "zod";
import { ZIsoDate } from "@/lib/api/wire.types";
import { ZDimensionGrades, ZRatingScale } from "@/lib/scales/schemas";
import { ZDisagreementTheme } from "./disagreement-themes";
import { ZMarkdownNode } from "./markdown-tree";
import {
  ZAssignmentStatus,
  ZCampaignPhase,
  ZConsensusLabel,
  ZConsensusMethod,
  ZRatingLabel,
} from "./schemas";

// Response schemas of the campaign routes (app/api/projects/[slug]/campaigns/**, /api/me/campaigns).

const ZPhase = ZCampaignPhase;
const ZLabelCounts = z.object({ VALID: z.number(), INVALID: z.number(), UNSURE: z.number() });
const ZRatedBug = z.object({
  externalId: z.string(),
  title: z.string().nullable(),
  report: z.string(),
  language: z.string().nullable(),
  bugType: z.string().nullable(),
});
const ZGoldenRubric = z
  .object({
    format: z.string(),
    versionId: z.string(),
    versionNumber: z.number(),
    content: z.string(),
    checklist: z.array(z.object({ line: z.number(), text: z.string() })),
    tree: z.array(ZMarkdownNode),
  })
  .nullable();
export const ZLineError = z.object({ line: z.number(), field: z.string(), message: z.string() });

export const ZCampaignRow = z.object({
  id: z.string(),
  name: z.string(),
  phase: z.string(),
  kind: z.string(),
  ratersPerPatch: z.number(),
  createdAt: ZIsoDate,
  patches: z.number(),
  assignments: z.number(),
  ratings: z.number(),
  consensus: z.number(),
  done: z.number(),
});
export const ZGetCampaignsResponse = z.object({ campaigns: z.array(ZCampaignRow) });
export type TGetCampaignsResponse = z.output<typeof ZGetCampaignsResponse>;

export const ZCreateCampaignResponse = z.object({
  id: z.string(),
  patches: z.number(),
  assignments: z.number(),
  loads: z.record(z.string(), z.number()),
});
export type TCreateCampaignResponse = z.output<typeof ZCreateCampaignResponse>;

export const ZGetMyCampaignsResponse = z.object({
  campaigns: z.array(
    z.object({
      role: z.string(),
      id: z.string(),
      name: z.string(),
      phase: z.string(),
      instructions: z.string(),
      project: z.object({ slug: z.string(), name: z.string() }),
      assigned: z.number(),
      done: z.number(),
    }),
  ),
});
export type TGetMyCampaignsResponse = z.output<typeof ZGetMyCampaignsResponse>;

const ZPerson = z.object({ userId: z.string(), name: z.string(), email: z.string() });
const ZMember = ZPerson.extend({ roles: z.array(z.string()) });

/** `GET …/campaigns/people`: who can join a campaign (lib/campaigns list-project-people). */
export const ZGetProjectPeopleResponse = z.object({
  raters: z.array(ZMember),
  members: z.array(ZMember),
});
export type TGetProjectPeopleResponse = z.output<typeof ZGetProjectPeopleResponse>;

/** One deliberate change of a settled consensus (ConsensusChange). */
const ZConsensusChange = z.object({
  changedBy: z.string().nullable(),
  createdAt: ZIsoDate,
  fromLabel: ZConsensusLabel,
  toLabel: ZConsensusLabel,
  themes: z.array(ZDisagreementTheme),
  reason: z.string(),
});

export const ZGetCampaignResponse = z.object({
  campaign: z.object({
    id: z.string(),
    projectId: z.string(),
    name: z.string(),
    instructions: z.string(),
    ratersPerPatch: z.number(),
    allowUnsure: z.boolean(),
    showGroundTruth: z.boolean(),
    selection: z.unknown(),
    /** The raters' graded scale (lib/scales), or null for a binary campaign. */
    scale: ZRatingScale.nullable(),
    phase: ZPhase,
    kind: z.string(),
    revealedAt: ZIsoDate.nullable(),
    closedAt: ZIsoDate.nullable(),
    createdAt: ZIsoDate,
  }),
  project: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  viewerId: z.string().nullable(),
  patches: z.number(),
  hidden: z.number(),
  raters: z.array(
    ZPerson.extend({
      active: z.boolean(),
      hasRole: z.boolean(),
      assigned: z.number(),
      done: z.number(),
    }),
  ),
  adjudicators: z.array(ZPerson),
  progress: z.object({ assignments: z.number(), done: z.number() }),
  external: z.object({ raters: z.number(), ratings: z.number() }),
  consensus: z.record(z.string(), z.number()).nullable(),
  /** Deliberate changes of settled consensus labels, oldest first (patches the viewer may see). */
  consensusChanges: z.array(ZConsensusChange.extend({ patchId: z.string(), bug: z.string() })),
  candidates: z.object({ raters: z.array(ZMember), members: z.array(ZMember) }),
  /** Active review: why each patch was routed here (null for other campaigns). */
  review: z
    .discriminatedUnion("visible", [
      z.object({
        visible: z.literal(true),
        items: z.array(z.object({ patchId: z.string(), bugId: z.string(), reason: z.string() })),
      }),
      z.object({ visible: z.literal(false), why: z.string() }),
    ])
    .nullable(),
});
export type TGetCampaignResponse = z.output<typeof ZGetCampaignResponse>;

export const ZChangeCampaignPhaseResponse = z.object({
  phase: z.enum(["reveal", "closed"]),
  unanimous: z.number(),
  disputed: z.number(),
  hidden: z.number(),
});
export type TChangeCampaignPhaseResponse = z.output<typeof ZChangeCampaignPhaseResponse>;

export const ZSetCampaignPeopleResponse = z.object({
  created: z.number(),
  removed: z.number(),
  warnings: z.array(z.string()),
});
export type TSetCampaignPeopleResponse = z.output<typeof ZSetCampaignPeopleResponse>;

export const ZGetRaterQueueResponse = z.object({
  items: z.array(
    z.object({
      assignmentId: z.string(),
      n: z.number(),
      status: ZAssignmentStatus,
      bug: z.object({ externalId: z.string(), title: z.string().nullable() }),
    }),
  ),
  done: z.number(),
  total: z.number(),
  nextAssignmentId: z.string().nullable(),
});
export type TGetRaterQueueResponse = z.output<typeof ZGetRaterQueueResponse>;

export const ZGetRatingItemResponse = z.object({
  assignmentId: z.string(),
  phase: ZPhase,
  n: z.number(),
  total: z.number(),
  status: ZAssignmentStatus,
  previousId: z.string().nullable(),
  nextId: z.string().nullable(),
  bug: ZRatedBug,
  diff: z.string(),
  groundTruth: z.string().nullable(),
  rubric: ZGoldenRubric,
  myRating: z
    .object({
      label: ZRatingLabel,
      grade: z.number().nullable(),
      dimensionGrades: ZDimensionGrades.nullable(),
      justification: z.string(),
      checklist: z.array(z.number()),
      timeSpentMs: z.number().nullable(),
      updatedAt: ZIsoDate,
    })
    .nullable(),
  othersHidden: z.boolean(),
  others: z.array(
    z.object({
      rater: z.string(),
      label: z.string(),
      grade: z.number().nullable(),
      justification: z.string(),
    }),
  ),
});
export type TGetRatingItemResponse = z.output<typeof ZGetRatingItemResponse>;

export const ZSubmitRatingResponse = z.object({
  ratingId: z.string(),
  label: z.string(),
  grade: z.number().nullable(),
  dimensionGrades: ZDimensionGrades.nullable(),
  timeSpentMs: z.number().nullable(),
  updatedAt: ZIsoDate,
});
export type TSubmitRatingResponse = z.output<typeof ZSubmitRatingResponse>;

/**
 * The `details` of the 409 a rating save gets when its `baseUpdatedAt` is stale (the rating was
 * saved again, or first, in another tab or window): the rating stored now, whole, so the form can
 * show it, load it, or send its own again with `baseUpdatedAt: current.updatedAt`.
 */
export const ZRatingConflict = z.object({
  reason: z.literal("rating-changed"),
  current: z.object({
    label: ZRatingLabel,
    grade: z.number().nullable(),
    dimensionGrades: ZDimensionGrades.nullable(),
    justification: z.string(),
    checklist: z.array(z.number()),
    updatedAt: z.string(),
  }),
});
export type TRatingConflict = z.output<typeof ZRatingConflict>;

export const ZGetAdjudicationQueueResponse = z.object({
  items: z.array(
    z.object({
      patchId: z.string(),
      n: z.number(),
      bug: z.object({ externalId: z.string(), title: z.string().nullable() }),
      reason: z.enum(["split", "unsure", "incomplete"]),
      counts: ZLabelCounts,
      consensus: z
        .object({
          patchId: z.string(),
          label: ZConsensusLabel,
          method: ZConsensusMethod,
          themes: z.array(ZDisagreementTheme),
        })
        .nullable(),
    }),
  ),
  hidden: z.number(),
  summary: z.object({
    patches: z.number(),
    unanimous: z.number(),
    adjudicated: z.number(),
    open: z.number(),
    unrated: z.number(),
  }),
});
export type TGetAdjudicationQueueResponse = z.output<typeof ZGetAdjudicationQueueResponse>;

export const ZGetAdjudicationItemResponse = z.object({
  patchId: z.string(),
  bug: ZRatedBug.extend({ groundTruthPatch: z.string() }),
  diff: z.string(),
  rubric: ZGoldenRubric,
  /** The campaign's graded scale, or null (binary); grades below are on it. */
  scale: ZRatingScale.nullable(),
  ratings: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      grade: z.number().nullable(),
      dimensionGrades: ZDimensionGrades.nullable(),
      justification: z.string(),
      timeSpentMs: z.number().nullable(),
      rater: z.string(),
      external: z.boolean(),
      checklist: z.array(z.number()),
    }),
  ),
  consensus: z
    .object({
      label: ZConsensusLabel,
      method: ZConsensusMethod,
      themes: z.array(ZDisagreementTheme),
      notes: z.string(),
      createdAt: ZIsoDate,
      adjudicator: z.object({ name: z.string() }).nullable(),
      changes: z.array(ZConsensusChange),
    })
    .nullable(),
});
export type TGetAdjudicationItemResponse = z.output<typeof ZGetAdjudicationItemResponse>;

export const ZAdjudicatePatchResponse = z.object({
  consensusId: z.string(),
  label: z.string(),
  themes: z.array(z.string()),
  changed: z.boolean(),
});
export type TAdjudicatePatchResponse = z.output<typeof ZAdjudicatePatchResponse>;

export const ZRatingsImportReport = z.object({
  fileName: z.string(),
  totalLines: z.number(),
  validLines: z.number(),
  invalidLines: z.number(),
  errors: z.array(ZLineError),
  written: z.boolean(),
  skipInvalid: z.boolean(),
  created: z.number(),
  unchanged: z.number(),
  addedPatches: z.number(),
  raters: z.number(),
});
export const ZImportRatingsResponse = z.object({ report: ZRatingsImportReport });
export type TImportRatingsResponse = z.output<typeof ZImportRatingsResponse>;
