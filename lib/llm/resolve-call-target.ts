import type { LanguageModel } from "ai";
import { AppError } from "@/lib/errors/app-error";
import { getLlmEnv } from "@/lib/env/get-llm-env";

export type TCallTarget = { provider: string; model: string; timeoutMs: number };
/** Overrides; accepts a TLlmSettings (null model = unset). */
export type TCallTargetSettings = { provider?: string; model?: string | null; timeoutMs?: number };

/**
 * Provider and model names to hash and record for a call, and its timeout. With an injected
 * model they default to the model's own ids; otherwise they come from the environment
 * (settings may then only rename the model of the configured provider).
 */
export function resolveCallTarget({
  model,
  settings = {},
}: {
  model?: LanguageModel;
  settings?: TCallTargetSettings;
}): TCallTarget {
  const timeoutMs = settings.timeoutMs ?? getLlmEnv().timeoutMs;
  if (model !== undefined) {
    const own = typeof model === "string" ? { provider: "gateway", modelId: model } : model;
    // "openai.chat" → "openai": the hash must not depend on which API flavour was used.
    return {
      provider: settings.provider ?? own.provider.split(".")[0] ?? own.provider,
      model: settings.model ?? own.modelId,
      timeoutMs,
    };
  }
  const env = getLlmEnv();
  if (env.provider === "none" || !env.model) {
    throw new AppError(
      "INVALID_INPUT",
      "No LLM provider is configured: set LLM_PROVIDER and its API key or LLM_BASE_URL.",
    );
  }
  if (settings.provider && settings.provider !== env.provider) {
    throw new AppError(
      "INVALID_INPUT",
      `settings.provider ${settings.provider} is not the configured provider ${env.provider}; pass a model.`,
    );
  }
  return { provider: env.provider, model: settings.model ?? env.model, timeoutMs };
}
