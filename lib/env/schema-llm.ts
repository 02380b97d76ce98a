import { z } from "zod";
import { unsetIfEmpty } from "./unset-if-empty";

export const LLM_PROVIDERS = [
  "openai",
  "anthropic",
  "google",
  "openai-compatible",
  "none",
] as const;
export const ZLlmProvider = z.enum(LLM_PROVIDERS);
export type TLlmProvider = z.infer<typeof ZLlmProvider>;

/** Env var holding each provider's key (openai-compatible: optional LLM_API_KEY). */
export const KEY_VARIABLE = {
  openai: "OPENAI_API_KEY",
  anthropic: "ANTHROPIC_API_KEY",
  google: "GOOGLE_GENERATIVE_AI_API_KEY",
  "openai-compatible": "LLM_API_KEY",
} as const;

/** Env var holding each hosted provider's own endpoint (a proxy or gateway), beside LLM_BASE_URL. */
export const BASE_URL_VARIABLE = {
  openai: "OPENAI_BASE_URL",
  anthropic: "ANTHROPIC_BASE_URL",
  google: "GOOGLE_GENERATIVE_AI_BASE_URL",
} as const;

const optionalText = unsetIfEmpty(z.string().trim().min(1).optional());
const optionalUrl = unsetIfEmpty(z.url({ protocol: /^https?$/ }).optional());

/**
 * The LLM variables as set. They hold API keys: server-only, never logged or sent to a client
 * (lib/llm/get-llm-settings.ts gives the key-free view).
 */
export const ZLlmVars = z.object({
  /** Default: the first provider with a key, else `none`. */
  LLM_PROVIDER: unsetIfEmpty(ZLlmProvider.optional()),
  /** Model id; per-provider default, required for openai-compatible. */
  LLM_MODEL: optionalText,
  /** Endpoint of an OpenAI-compatible server (Ollama, vLLM, llama.cpp, LM Studio). */
  LLM_BASE_URL: optionalUrl,
  /** Per-provider endpoints, used when that provider is not the configured one (judge configurations). */
  OPENAI_BASE_URL: optionalUrl,
  ANTHROPIC_BASE_URL: optionalUrl,
  GOOGLE_GENERATIVE_AI_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalText,
  OPENAI_API_KEY: optionalText,
  ANTHROPIC_API_KEY: optionalText,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalText,
  /**
   * USD per million tokens for LLM_MODEL when the built-in table has no price for it:
   * "input,output" or "input,output,cachedInput,cacheWrite" (e.g. "0.5,1.5").
   */
  LLM_PRICE: unsetIfEmpty(
    z
      .string()
      .trim()
      .regex(
        /^\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?){1,3}$/,
        'USD per million tokens: "input,output" or "input,output,cachedInput,cacheWrite"',
      )
      .optional(),
  ),
  /**
   * How an openai-compatible server is asked for JSON: `json_schema` (structured outputs, the
   * default) or `json_object` (JSON mode, the schema in the system message) for servers without it.
   */
  LLM_JSON_MODE: unsetIfEmpty(z.enum(["json_schema", "json_object"]).default("json_schema")),
  /** Per-call timeout. */
  LLM_TIMEOUT_MS: unsetIfEmpty(z.coerce.number().int().positive().max(3_600_000).default(60_000)),
});
export type TLlmVars = z.infer<typeof ZLlmVars>;

/** An openai-compatible provider needs a base URL and a model (no defaults exist). */
export function checkLlmVars(
  env: Pick<TLlmVars, "LLM_PROVIDER" | "LLM_BASE_URL" | "LLM_MODEL">,
  ctx: z.RefinementCtx,
): void {
  if (env.LLM_PROVIDER !== "openai-compatible") return;
  if (!env.LLM_BASE_URL)
    ctx.addIssue({
      code: "custom",
      path: ["LLM_BASE_URL"],
      message: "is required when LLM_PROVIDER=openai-compatible",
    });
  if (!env.LLM_MODEL)
    ctx.addIssue({
      code: "custom",
      path: ["LLM_MODEL"],
      message: "is required when LLM_PROVIDER=openai-compatible",
    });
}
