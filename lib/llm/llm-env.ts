import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";

export const LLM_PROVIDERS = ["openai", "anthropic", "google", "openai-compatible", "none"] as const;
export const ZLlmProvider = z.enum(LLM_PROVIDERS);
export type TLlmProvider = z.infer<typeof ZLlmProvider>;

/** Default model per provider; openai-compatible servers have no sensible default. */
const DEFAULT_MODEL: Record<TLlmProvider, string | null> = {
  openai: "gpt-4.1-mini",
  anthropic: "claude-sonnet-4-5",
  google: "gemini-2.5-flash",
  "openai-compatible": null,
  none: null,
};

/** Env var holding each provider's key (openai-compatible: optional LLM_API_KEY). */
export const KEY_VARIABLE = {
  openai: "OPENAI_API_KEY",
  anthropic: "ANTHROPIC_API_KEY",
  google: "GOOGLE_GENERATIVE_AI_API_KEY",
  "openai-compatible": "LLM_API_KEY",
} as const;

// Empty strings (common in .env files) count as unset.
const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().min(1).optional());

/**
 * LLM configuration read from process.env. The parsed value holds the API key:
 * it is server-only and must never be logged or sent to a client (use getLlmSettings for that).
 */
export const ZLlmEnv = z
  .object({
    LLM_PROVIDER: z.preprocess((v) => (v === "" ? undefined : v), ZLlmProvider.optional()),
    LLM_MODEL: optionalText,
    LLM_BASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
    LLM_API_KEY: optionalText,
    OPENAI_API_KEY: optionalText,
    ANTHROPIC_API_KEY: optionalText,
    GOOGLE_GENERATIVE_AI_API_KEY: optionalText,
    LLM_TIMEOUT_MS: z.coerce.number().int().positive().max(3_600_000).default(60_000),
  })
  .superRefine((env, ctx) => {
    if (env.LLM_PROVIDER !== "openai-compatible") return;
    if (!env.LLM_BASE_URL) {
      ctx.addIssue({ code: "custom", path: ["LLM_BASE_URL"], message: "is required when LLM_PROVIDER=openai-compatible" });
    }
    if (!env.LLM_MODEL) {
      ctx.addIssue({ code: "custom", path: ["LLM_MODEL"], message: "is required when LLM_PROVIDER=openai-compatible" });
    }
  })
  .transform((env) => {
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
    };
  });
export type TLlmEnv = z.infer<typeof ZLlmEnv>;

/** Parses the LLM variables of `env` (default process.env); throws AppError INVALID_INPUT naming every bad variable. */
export function getLlmEnv({ env = process.env }: { env?: Record<string, string | undefined> } = {}): TLlmEnv {
  const parsed = ZLlmEnv.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  throw new AppError("INVALID_INPUT", `Invalid LLM configuration: ${lines.join("; ")}`);
}
