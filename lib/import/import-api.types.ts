import { z } from "zod";
import { ZLineError } from "@/lib/campaigns/campaigns-api.types";
import { ZImportKind } from "./schemas";

// Response schema of the dataset import route (app/api/projects/[slug]/imports).

export const ZImportReport = z.object({
  kind: ZImportKind,
  fileName: z.string(),
  totalLines: z.number(),
  validLines: z.number(),
  invalidLines: z.number(),
  errors: z.array(ZLineError),
  errorCount: z.number(),
  written: z.boolean(),
  skipInvalid: z.boolean(),
  created: z.object({ bugs: z.number(), patches: z.number(), sources: z.number() }),
  unchanged: z.number(),
  merged: z.number(),
  warnings: z.array(z.string()),
  importJobId: z.string().nullable(),
});
export const ZImportResponse = z.object({ report: ZImportReport });
export type TImportResponse = z.output<typeof ZImportResponse>;
