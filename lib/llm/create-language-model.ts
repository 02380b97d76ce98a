import type { JSONValue, LanguageModel } from "ai";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible, type MetadataExtractor } from "@ai-sdk/openai-compatible";
import { AppError } from "@/lib/errors/app-error";
import { getLlmEnv, type TLlmEnv } from "@/lib/env/get-llm-env";
import { KEY_VARIABLE } from "@/lib/env/schema-llm";
import { describeCacheScope } from "./describe-cache-scope";
import { fetchBuffered } from "./fetch-buffered";
import { tagModelCacheScope } from "./model-cache-scope";

/** Providers whose API returns token logprobs (OpenAI chat and compatible servers): the judge's confidence reads them. */
export const LOGPROB_PROVIDERS: ReadonlySet<string> = new Set(["openai", "openai-compatible"]);

/** providerOptions key (and providerMetadata key) of the openai-compatible provider. */
export const COMPATIBLE_PROVIDER_NAME = "compatible";

// @ai-sdk/openai-compatible drops choices[0].logprobs unless an extractor surfaces them.
const logprobsExtractor: MetadataExtractor = {
  async extractMetadata({ parsedBody }) {
    const body = parsedBody as { choices?: { logprobs?: { content?: JSONValue } | null }[] } | null;
    const content = body?.choices?.[0]?.logprobs?.content;
    return content == null ? undefined : { [COMPATIBLE_PROVIDER_NAME]: { logprobs: content } };
  },
  createStreamExtractor: () => ({ processChunk() {}, buildMetadata: () => undefined }),
};

/**
 * JSON mode for servers without structured outputs (LLM_JSON_MODE=json_object): the request's
 * json_schema becomes `response_format: {type: "json_object"}` and the schema goes into a system
 * message, so the model still knows the fields; the answer is validated as always.
 */
function toJsonMode(body: Record<string, unknown>): Record<string, unknown> {
  const format = body.response_format as
    { type?: string; json_schema?: { schema?: unknown } } | undefined;
  if (format?.type !== "json_schema") return body;
  const instruction = `Reply with only one JSON object (no prose, no code fence) that matches this JSON Schema:\n${JSON.stringify(format.json_schema?.schema ?? {})}`;
  const messages = (Array.isArray(body.messages) ? body.messages : []) as {
    role: string;
    content: unknown;
  }[];
  // One system message, first (some chat templates accept no other): the instruction joins it.
  const [first, ...rest] = messages;
  const withInstruction =
    first?.role === "system" && typeof first.content === "string"
      ? [{ ...first, content: `${first.content}\n\n${instruction}` }, ...rest]
      : [{ role: "system", content: instruction }, ...messages];
  return { ...body, response_format: { type: "json_object" }, messages: withInstruction };
}

/**
 * The language model of the configured provider (default: getLlmEnv()). Server-only: the
 * key goes to the provider client and nowhere else. OpenAI uses the chat-completions API so
 * token logprobs work; openai-compatible servers (Ollama, vLLM, llama.cpp, LM Studio) get
 * `response_format: json_schema` structured outputs and a logprobs extractor.
 */
export function createLanguageModel({
  settings,
  fetch = fetchBuffered,
}: {
  settings?: TLlmEnv;
  /** Replaces the provider's HTTP client (default fetchBuffered; lib/judge/batch renders and parses requests with it). */
  fetch?: typeof globalThis.fetch;
} = {}): LanguageModel {
  const config = settings ?? getLlmEnv();
  const { provider, model, baseUrl, apiKey } = config;
  if (provider === "none") {
    throw new AppError(
      "INVALID_INPUT",
      "No LLM provider is configured: set OPENAI_API_KEY, ANTHROPIC_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY or LLM_BASE_URL (see LLM_PROVIDER).",
    );
  }
  if (!model)
    throw new AppError("INVALID_INPUT", `LLM_MODEL is required for LLM_PROVIDER=${provider}.`);
  if (provider !== "openai-compatible" && !apiKey) {
    throw new AppError(
      "INVALID_INPUT",
      `LLM_PROVIDER=${provider} needs ${KEY_VARIABLE[provider]}.`,
    );
  }
  const made = makeModel({ config: { ...config, provider, model }, fetch });
  tagModelCacheScope({
    model: made,
    scope: describeCacheScope({ provider, baseUrl, jsonMode: config.jsonMode }),
  });
  return made;
}

/** The provider's model object for checked settings (createLanguageModel). */
function makeModel(options: {
  config: TLlmEnv & { provider: Exclude<TLlmEnv["provider"], "none">; model: string };
  fetch: typeof globalThis.fetch;
}): LanguageModel {
  const { config, fetch } = options;
  const { provider, model } = config;
  const baseURL = config.baseUrl ?? undefined;
  const key = config.apiKey ?? undefined;
  switch (provider) {
    case "openai":
      return createOpenAI({ apiKey: key, baseURL, fetch }).chat(model);
    case "anthropic":
      return createAnthropic({ apiKey: key, baseURL, fetch })(model);
    case "google":
      return createGoogleGenerativeAI({ apiKey: key, baseURL, fetch })(model);
    case "openai-compatible":
      if (!baseURL)
        throw new AppError(
          "INVALID_INPUT",
          "LLM_BASE_URL is required for LLM_PROVIDER=openai-compatible.",
        );
      return createOpenAICompatible({
        name: COMPATIBLE_PROVIDER_NAME,
        baseURL,
        apiKey: key,
        fetch,
        supportsStructuredOutputs: true,
        metadataExtractor: logprobsExtractor,
        ...(config.jsonMode === "json_object" ? { transformRequestBody: toJsonMode } : {}),
      }).chatModel(model);
  }
}
