import { generateText } from "ai";
import { z } from "zod";
import { getLlmEnv, type TLlmEnv } from "@/lib/env/get-llm-env";
import { KEY_VARIABLE } from "@/lib/env/schema-llm";
import { createLanguageModel, LOGPROB_PROVIDERS } from "./create-language-model";
import { describeLlmFailure } from "./describe-llm-failure";
import { findLogprobEntries } from "./find-logprob-entries";
import { findModelPrice, PRICES_AS_OF, type TModelPrice } from "./find-model-price";
import { prepareStructuredCall } from "./prepare-structured-call";

const ZCheckAnswer = z.object({ status: z.enum(["ok"]), echo: z.string() });

export type TLlmCheck = {
  ok: boolean;
  provider: string;
  model: string | null;
  /** The endpoint the provider package calls (null: the provider's default). Never the key. */
  baseUrl: string | null;
  keyVariable: string | null;
  latencyMs: number | null;
  structuredOutput: "ok" | "failed" | "not tried";
  logprobs: "returned" | "not returned" | "not offered by this provider" | "not tried";
  promptCaching: string;
  price: (TModelPrice & { asOf: string }) | null;
  priceNote: string;
  usage: { inputTokens: number | null; outputTokens: number | null } | null;
  /** Why it failed, in one line (secrets redacted); null when ok. */
  error: string | null;
};

/**
 * One small structured call to the configured provider and model (the same request path as every
 * feature: the portable schema, cache hints, logprobs where offered): whether it answers, with
 * structured output, logprobs and prompt-cache usage, its latency and the price used, or the exact
 * reason it failed. No database; the call is not logged or cached.
 */
export async function checkLlmConnection(
  options: { settings?: TLlmEnv; fetch?: typeof globalThis.fetch } = {},
): Promise<TLlmCheck> {
  const settings = options.settings ?? getLlmEnv();
  const { provider, model } = settings;
  const keyVariable = provider === "none" ? null : KEY_VARIABLE[provider];
  const price =
    model && provider !== "none"
      ? findModelPrice({ provider, model, configured: { provider, model, price: settings.price } })
      : null;
  const listed = price && model ? findModelPrice({ provider, model }) === price : false;
  const base: TLlmCheck = {
    ok: false,
    provider,
    model,
    baseUrl: settings.baseUrl,
    keyVariable,
    latencyMs: null,
    structuredOutput: "not tried",
    logprobs: "not tried",
    promptCaching: "not tried",
    price: price ? { ...price, asOf: listed ? PRICES_AS_OF : "LLM_PRICE" } : null,
    priceNote: !price
      ? "no price known for this model: costs are not estimated (set LLM_PRICE)"
      : listed
        ? `list price as of ${PRICES_AS_OF}`
        : "set by LLM_PRICE",
    usage: null,
    error: null,
  };
  if (provider === "none" || !model)
    return {
      ...base,
      error:
        "No LLM provider is configured: set OPENAI_API_KEY, ANTHROPIC_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY or LLM_BASE_URL (and LLM_MODEL).",
    };
  const wantsLogprobs = LOGPROB_PROVIDERS.has(provider);
  const prefix = "Rubricate connection check. ";
  const { callOptions } = prepareStructuredCall({
    purpose: "llm_check",
    schema: ZCheckAnswer,
    schemaName: "connection_check",
    prompt: {
      template: "llm-check",
      version: "1",
      system: "You answer with the JSON object asked for.",
      text: `${prefix}Answer with status "ok" and echo the word "pong".`,
      cachePrefix: prefix,
    },
    params: { temperature: 0, maxTokens: 200, logprobs: wantsLogprobs || undefined },
    target: { provider, model, timeoutMs: settings.timeoutMs },
  });
  const started = performance.now();
  try {
    const languageModel = createLanguageModel({
      settings,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    const result = await generateText({
      ...callOptions,
      model: languageModel,
      maxRetries: 0,
      timeout: settings.timeoutMs,
    });
    ZCheckAnswer.parse(result.output);
    const details = result.usage.inputTokenDetails;
    const read = details?.cacheReadTokens;
    const written = details?.cacheWriteTokens;
    return {
      ...base,
      ok: true,
      latencyMs: Math.round(performance.now() - started),
      structuredOutput: "ok",
      logprobs: !wantsLogprobs
        ? "not offered by this provider"
        : findLogprobEntries({ providerMetadata: result.providerMetadata })
          ? "returned"
          : "not returned",
      promptCaching:
        read === undefined && written === undefined
          ? "cache hints sent; the provider reported no cache usage"
          : `cache hints sent; the provider reported ${read ?? 0} cached and ${written ?? 0} written input tokens (a prompt this short is below the providers' caching minimum)`,
      usage: {
        inputTokens: result.usage.inputTokens ?? null,
        outputTokens: result.usage.outputTokens ?? null,
      },
    };
  } catch (error) {
    const failure = describeLlmFailure({ error, provider });
    return {
      ...base,
      latencyMs: Math.round(performance.now() - started),
      structuredOutput: failure.rawOutput !== null ? "failed" : "not tried",
      error: failure.reason,
    };
  }
}
