import { z } from "zod";

// Response schema of the patch table route (app/api/projects/[slug]/patches).

const ZColumn = z.object({ id: z.string(), name: z.string() });
const ZRunColumn = z.object({ id: z.string(), label: z.string() });

export const ZListPatchesResponse = z.object({
  campaigns: z.array(ZColumn),
  runs: z.array(ZRunColumn),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  sort: z.string(),
  dir: z.enum(["asc", "desc"]),
  missing: z.array(z.string()),
  hidden: z.number(),
  decision: z.object({ caption: z.string() }).nullable(),
  rows: z.array(
    z.object({
      id: z.string(),
      patch: z.string(),
      bug: z.string(),
      bugType: z.string().nullable(),
      tool: z.string().nullable(),
      model: z.string().nullable(),
      passesTests: z.boolean().nullable(),
      consensus: z.record(
        z.string(),
        z.object({ label: z.string(), unanimous: z.boolean() }).nullable(),
      ),
      verdicts: z.record(
        z.string(),
        z
          .object({ label: z.enum(["VALID", "INVALID"]), confidence: z.number().nullable() })
          .nullable(),
      ),
      flags: z.number().nullable(),
    }),
  ),
  options: z.object({
    bugTypes: z.array(z.string()),
    tools: z.array(z.string()),
    models: z.array(z.string()),
    campaigns: z.array(ZColumn),
    runs: z.array(ZRunColumn),
  }),
});
export type TListPatchesResponse = z.output<typeof ZListPatchesResponse>;
