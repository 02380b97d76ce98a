import { z } from "zod";

// Response schema of POST /api/projects/[slug]/campaigns/benchmark-preview.

export const ZBenchmarkRow = z.object({
  bugType: z.string(),
  bugs: z.number(),
  bugsWithPassing: z.number(),
  samples: z.number(),
  uniquePatches: z.number(),
  candidates: z.number(),
  unknown: z.number(),
  selected: z.number(),
});
export type TBenchmarkRowWire = z.infer<typeof ZBenchmarkRow>;

export const ZBenchmarkPreviewResponse = z.object({
  table: z.array(ZBenchmarkRow),
  totals: ZBenchmarkRow,
  patchIds: z.array(z.string()),
  tools: z.array(z.string()),
  models: z.array(z.string()),
  fingerprint: z.string(),
});
export type TBenchmarkPreviewResponse = z.infer<typeof ZBenchmarkPreviewResponse>;
