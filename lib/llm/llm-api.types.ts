import { z } from "zod";

const ZPrice = z.object({
  input: z.number(),
  cachedInput: z.number(),
  cacheWrite: z.number(),
  output: z.number(),
  asOf: z.string(),
});

/** POST /api/settings/llm/check: the connection check (lib/llm/check-llm-connection). */
export const ZLlmCheckResponse = z.object({
  ok: z.boolean(),
  provider: z.string(),
  model: z.string().nullable(),
  baseUrl: z.string().nullable(),
  keyVariable: z.string().nullable(),
  latencyMs: z.number().nullable(),
  structuredOutput: z.enum(["ok", "failed", "not tried"]),
  logprobs: z.enum(["returned", "not returned", "not offered by this provider", "not tried"]),
  promptCaching: z.string(),
  price: ZPrice.nullable(),
  priceNote: z.string(),
  usage: z
    .object({ inputTokens: z.number().nullable(), outputTokens: z.number().nullable() })
    .nullable(),
  error: z.string().nullable(),
});
export type TLlmCheckResponse = z.output<typeof ZLlmCheckResponse>;
