import { z } from "zod";

/** Who writes fix specifications (the Prisma enum FixSpecSource): an LLM, or the offline writer. */
export const ZFixSpecSource = z.enum(["llm", "offline"]);
export type TFixSpecSource = z.infer<typeof ZFixSpecSource>;

/** The writer recorded on an offline specification (LLM ones record provider:model). */
export const OFFLINE_SPEC_WRITER = "offline";

/** The structured answer the specification prompt asks for: free-form Markdown in one field. */
export const ZFixSpecAnswer = z.object({ specification: z.string().min(1) });

/** GET …/fix-specs query: optionally one bug (its external id). */
export const ZListFixSpecsQuery = z.object({
  bug: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type TListFixSpecsQuery = z.infer<typeof ZListFixSpecsQuery>;

/** One specification as the API, CLI and page show it. */
export const ZFixSpecView = z.object({
  id: z.string(),
  bugId: z.string(),
  bugExternalId: z.string(),
  files: z.array(z.string()),
  source: ZFixSpecSource,
  writer: z.string(),
  content: z.string(),
  prompt: z.string().nullable(),
  createdAt: z.string(),
});
export type TFixSpecView = z.infer<typeof ZFixSpecView>;
