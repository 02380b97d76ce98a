import { z } from "zod";
import { ZIsoDate } from "@/lib/api/wire.types";
import { RUBRIC_STATUSES } from "./schemas";

// Response schemas of the bug and patch routes (app/api/projects/[slug]/bugs, bugs/[bugId], patches/[patchId]).

export const ZListBugsResponse = z.object({
  items: z.array(
    z.object({
      externalId: z.string(),
      title: z.string().nullable(),
      bugType: z.string().nullable(),
      language: z.string().nullable(),
      patches: z.number(),
      rubricStatus: z.enum(RUBRIC_STATUSES),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  bugTypes: z.array(z.object({ type: z.string(), count: z.number() })),
});
export type TListBugsResponse = z.output<typeof ZListBugsResponse>;

const ZProvenance = {
  tool: z.string().nullable(),
  model: z.string().nullable(),
  sample: z.number().nullable(),
  passesTests: z.boolean().nullable(),
};

export const ZGetBugResponse = z.object({
  bug: z.object({
    id: z.string(),
    externalId: z.string(),
    title: z.string().nullable(),
    report: z.string(),
    bugType: z.string().nullable(),
    language: z.string().nullable(),
    groundTruthPatch: z.string(),
    createdAt: ZIsoDate,
    metadata: z.record(z.string(), z.unknown()),
    rubrics: z.array(z.object({ format: z.string(), status: z.string() })),
    patches: z.array(
      z.object({ id: z.string(), externalId: z.string(), ...ZProvenance, sources: z.number() }),
    ),
  }),
});
export type TGetBugResponse = z.output<typeof ZGetBugResponse>;

export const ZGetPatchResponse = z.object({
  patch: z.object({
    id: z.string(),
    externalId: z.string(),
    diff: z.string(),
    contentHash: z.string(),
    ...ZProvenance,
    metadata: z.record(z.string(), z.unknown()),
    createdAt: ZIsoDate,
    bug: z.object({
      externalId: z.string(),
      title: z.string().nullable(),
      bugType: z.string().nullable(),
    }),
    sources: z.array(z.object({ externalId: z.string(), ...ZProvenance })),
  }),
});
export type TGetPatchResponse = z.output<typeof ZGetPatchResponse>;
