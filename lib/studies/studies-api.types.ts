import { z } from "zod";
import { ZIsoDate } from "@/lib/api/wire.types";
import { ZStudyPhase, ZStudySetting } from "./schemas";

// Response schemas of the study routes (app/api/projects/[slug]/studies/**).

export const ZGetStudiesResponse = z.object({
  studies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      phase: ZStudyPhase,
      createdAt: ZIsoDate,
      raters: z.number(),
      patches: z.number(),
      labels: z.number(),
    }),
  ),
});
export type TGetStudiesResponse = z.output<typeof ZGetStudiesResponse>;

export const ZCreateStudyResponse = z.object({
  id: z.string(),
  name: z.string(),
  phase: ZStudyPhase,
  raters: z.number(),
  patches: z.number(),
});
export type TCreateStudyResponse = z.output<typeof ZCreateStudyResponse>;

const ZCell = z.object({
  raters: z.string(),
  rubric: z.string(),
  positions: z.array(z.number()),
  statistic: z.enum(["fleiss", "cohen"]),
  kappa: z.number().nullable(),
  n: z.number(),
  reason: z.string().nullable(),
});
export const ZStudyReport = z.object({
  table1: z.array(ZCell),
  table2: z.array(ZCell),
  table3: z.array(ZCell),
  raterNames: z.array(z.object({ position: z.number(), name: z.string() })).nullable(),
});
export type TStudyReportResponse = z.output<typeof ZStudyReport>;

export const ZGetStudyResponse = z.object({
  study: z.object({
    id: z.string(),
    name: z.string(),
    phase: ZStudyPhase,
    createdAt: ZIsoDate,
    closedAt: ZIsoDate.nullable(),
  }),
  bugs: z.number(),
  patches: z.number(),
  raters: z.array(
    z.object({
      position: z.number(),
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      swapPosition: z.number(),
      rubrics: z.number(),
      own: z.number(),
      swap: z.number(),
    }),
  ),
  /** Null for a lead who rates in the study, until it is closed. */
  report: ZStudyReport.nullable(),
});
export type TGetStudyResponse = z.output<typeof ZGetStudyResponse>;

export const ZChangeStudyPhaseResponse = z.object({
  phase: ZStudyPhase,
  /** Labels still missing per rater when the study was closed with `force` (empty otherwise). */
  missing: z.array(z.object({ name: z.string(), own: z.number(), swap: z.number() })),
});
export type TChangeStudyPhaseResponse = z.output<typeof ZChangeStudyPhaseResponse>;

const ZRubricStatus = z.enum(["todo", "draft", "submitted"]);
export const ZGetStudyRubricResponse = z.object({
  bug: z.object({
    externalId: z.string(),
    title: z.string().nullable(),
    report: z.string(),
    groundTruthPatch: z.string(),
  }),
  rubric: z
    .object({ content: z.string(), submittedAt: ZIsoDate.nullable(), updatedAt: ZIsoDate })
    .nullable(),
  bugs: z.array(
    z.object({ externalId: z.string(), title: z.string().nullable(), status: ZRubricStatus }),
  ),
});
export type TGetStudyRubricResponse = z.output<typeof ZGetStudyRubricResponse>;

export const ZSaveStudyRubricResponse = z.object({
  status: z.enum(["draft", "submitted"]),
  submittedAt: ZIsoDate.nullable(),
  updatedAt: ZIsoDate,
});
export type TSaveStudyRubricResponse = z.output<typeof ZSaveStudyRubricResponse>;

export const ZGetStudyQueueResponse = z.object({
  phase: ZStudyPhase,
  done: z.boolean(),
  progress: z.object({ total: z.number(), own: z.number(), swap: z.number() }),
  item: z
    .object({
      setting: ZStudySetting,
      index: z.number(),
      patch: z.object({ id: z.string(), externalId: z.string(), diff: z.string() }),
      bug: z.object({ externalId: z.string(), title: z.string().nullable(), report: z.string() }),
      rubric: z.object({ authorPosition: z.number(), content: z.string() }),
    })
    .nullable(),
});
export type TGetStudyQueueResponse = z.output<typeof ZGetStudyQueueResponse>;

export const ZSubmitStudyLabelResponse = z.object({
  id: z.string(),
  setting: ZStudySetting,
  createdAt: ZIsoDate,
});
export type TSubmitStudyLabelResponse = z.output<typeof ZSubmitStudyLabelResponse>;
