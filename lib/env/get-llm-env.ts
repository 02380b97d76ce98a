import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { checkLlmVars, KEY_VARIABLE, ZLlmVars, type TLlmProvider } from "./schema-llm";
import type { TEnvSource } from "./parse-env";

/** Default model per provider; openai-compatible servers have no sensible default. */
const DEFAULT_MODEL: Record<TLlmProvider, string | null> = {
  openai: "gpt-4.1-mini",
  anthropic: "claude-sonnet-4-5",
  google: "gemini-2.5-flash",
  "openai-compatible": null,
  none: null,
};

/**
 * The LLM configuration resolved from its variables (provider, model, key, timeout). The parsed
 * value holds the API key: it is server-only and must never be logged or sent to a client (use
 * getLlmSettings for that).
 */
export const ZLlmEnv = ZLlmVars.superRefine(checkLlmVars).transform((env) => {
  const provider: TLlmProvider =
    env.LLM_PROVIDER ??
    (env.OPENAI_API_KEY
      ? "openai"
      : env.ANTHROPIC_API_KEY
        ? "anthropic"
        : env.GOOGLE_GENERATIVE_AI_API_KEY
          ? "google"
          : env.LLM_BASE_URL
            ? "openai-compatible"
            : "none");
  const keySource = provider === "none" ? null : KEY_VARIABLE[provider];
  const apiKey = keySource ? (env[keySource] ?? null) : null;
  return {
    provider,
    model: provider === "none" ? null : (env.LLM_MODEL ?? DEFAULT_MODEL[provider]),
    baseUrl: env.LLM_BASE_URL ?? null,
    apiKey,
    keySource: apiKey ? keySource : null,
    timeoutMs: env.LLM_TIMEOUT_MS,
    jsonMode: env.LLM_JSON_MODE,
    /** The price set for LLM_MODEL (USD per million tokens), or null. */
    price: parsePrice(env.LLM_PRICE),
  };
});

function parsePrice(text: string | undefined) {
  if (!text) return null;
  const [input, output, cachedInput, cacheWrite] = text.split(",").map((v) => Number(v.trim()));
  return {
    input: input!,
    output: output!,
    cachedInput: cachedInput ?? input!,
    cacheWrite: cacheWrite ?? input!,
  };
}
export type TLlmEnv = z.infer<typeof ZLlmEnv>;

const VARIABLES = Object.keys(ZLlmVars.shape) as (keyof typeof ZLlmVars.shape)[];
/** The last parse, by the variables' values: every LLM call asks (a judge run, many times a second). */
let last: { key: string; value: TLlmEnv } | null = null;

/** Parses the LLM variables of `env` (default process.env); throws AppError INVALID_INPUT naming every bad variable. */
export function getLlmEnv({ env = process.env }: { env?: TEnvSource } = {}): TLlmEnv {
  const key = JSON.stringify(VARIABLES.map((v) => env[v] ?? null));
  if (last?.key === key) return last.value;
  const parsed = ZLlmEnv.safeParse(env);
  if (parsed.success) {
    last = { key, value: parsed.data };
    return parsed.data;
  }
  const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  throw new AppError("INVALID_INPUT", `Invalid LLM configuration: ${lines.join("; ")}`);
}
