import type { LanguageModel } from "ai";
import { AppError } from "@/lib/errors/app-error";
import { getLlmEnv } from "@/lib/env/get-llm-env";
import { describeCacheScope, type TCacheScope } from "./describe-cache-scope";
import { findModelCacheScope } from "./model-cache-scope";

export type TCallTarget = {
  provider: string;
  model: string;
  timeoutMs: number;
  /** Where the calls go and JSON mode, when they decide the answer (describeCacheScope). */
  scope?: TCacheScope;
};
/** Overrides; accepts a TLlmSettings (null model = unset). */
export type TCallTargetSettings = { provider?: string; model?: string | null; timeoutMs?: number };

/**
 * Provider and model names to hash and record for a call, its timeout and its cache scope. With
 * an injected model they default to the model's own ids, and the scope is the one
 * createLanguageModel tagged it with (none for a test double); otherwise they come from the
 * environment (settings may then only rename the model of the configured provider).
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
      scope: findModelCacheScope({ model }),
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
  return {
    provider: env.provider,
    model: settings.model ?? env.model,
    timeoutMs,
    scope: describeCacheScope({
      provider: env.provider,
      baseUrl: env.baseUrl,
      jsonMode: env.jsonMode,
    }),
  };
}
