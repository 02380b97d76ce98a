import type { LanguageModel } from "ai";
import { AppError } from "@/lib/errors/app-error";
import { createLanguageModel } from "@/lib/llm/create-language-model";
import { getLlmEnv } from "@/lib/env/get-llm-env";
import { parseEnv } from "@/lib/env/parse-env";
import { KEY_VARIABLE, ZLlmVars } from "@/lib/env/schema-llm";
import { resolveJudgeBaseUrl } from "./resolve-judge-base-url";

/**
 * The language model of a judge configuration: its provider's key from the environment
 * (LLM_BASE_URL for openai-compatible, or to redirect the configured provider), its model.
 * Throws AppError INVALID_INPUT naming the missing variable.
 */
export function createJudgeModel(options: {
  provider: string;
  model: string;
  env?: Record<string, string | undefined>;
  /** Replaces the provider's HTTP client (lib/judge/batch: render a request, parse a batch answer). */
  fetch?: typeof globalThis.fetch;
}): LanguageModel {
  const { provider, model, env = process.env, fetch } = options;
  if (provider === "baseline")
    throw new AppError("INVALID_INPUT", "The no-LLM baseline has no language model.");
  if (!(provider in KEY_VARIABLE))
    throw new AppError("INVALID_INPUT", `Unknown LLM provider ${provider}.`);
  const base = getLlmEnv({ env });
  const keyVariable = KEY_VARIABLE[provider as keyof typeof KEY_VARIABLE];
  const vars = parseEnv({ schema: ZLlmVars, env });
  const apiKey = vars[keyVariable] ?? null;
  // LLM_BASE_URL applies to the configured provider only; another provider's own endpoint
  // variable (ANTHROPIC_BASE_URL, …) to that one.
  const baseUrl = resolveJudgeBaseUrl({ provider, env });
  if (provider === "openai-compatible" && !baseUrl) {
    throw new AppError(
      "INVALID_INPUT",
      "This judge uses an openai-compatible server: set LLM_PROVIDER=openai-compatible and LLM_BASE_URL.",
    );
  }
  if (provider !== "openai-compatible" && !apiKey)
    throw new AppError("INVALID_INPUT", `This judge uses ${provider}: set ${keyVariable}.`);
  return createLanguageModel({
    fetch,
    settings: {
      ...base,
      provider: provider as typeof base.provider,
      model,
      apiKey,
      baseUrl,
      keySource: keyVariable,
    },
  });
}
