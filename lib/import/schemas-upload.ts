import { z } from "zod";
import { ZImportKind } from "./schemas";

/** Form fields that come with an uploaded import file. */
export const ZImportUpload = z.object({
  kind: z
    .union([ZImportKind, z.literal("auto")])
    .default("auto")
    .transform((k) => (k === "auto" ? undefined : k)),
  skipInvalid: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});
export type TImportUpload = z.infer<typeof ZImportUpload>;

export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
