import { createHash } from "node:crypto";
import type { ModelMessage } from "ai";
import type { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { COMPATIBLE_PROVIDER_NAME } from "./create-language-model";
import { createStructuredOutput } from "./create-structured-output";
import { hashRequest } from "./hash-request";
import type { TCallTarget } from "./resolve-call-target";
import { ZLlmParams, ZLlmPrompt, type TLlmParams, type TLlmPrompt } from "./schemas";

/** Anthropic caches the prompt up to a part marked with this (OpenAI and Gemini cache prefixes by themselves). */
const CACHE_BREAKPOINT = { anthropic: { cacheControl: { type: "ephemeral" } } } as const;

/**
 * A prompt with a shared prefix as messages (the system message goes beside them): one user
 * message in two parts, the shared prefix (a cache breakpoint) and the rest. Null without a
 * prefix: the prompt is then sent as plain prompt text, as before.
 */
function cacheFriendlyMessages(p: TLlmPrompt): ModelMessage[] | null {
  if (!p.cachePrefix) return null;
  const rest = p.text.slice(p.cachePrefix.length);
  return [
    {
      role: "user",
      content: [
        { type: "text", text: p.cachePrefix, providerOptions: CACHE_BREAKPOINT },
        ...(rest ? [{ type: "text" as const, text: rest }] : []),
      ],
    },
  ];
}

/** OpenAI routes requests with the same key to the same cache: one key per shared prefix. */
const promptCacheKey = (p: TLlmPrompt) =>
  p.cachePrefix
    ? createHash("sha256")
        .update(`${p.system ?? ""}\u0000${p.cachePrefix}`)
        .digest("hex")
        .slice(0, 32)
    : undefined;

/** One Output per schema and name: it converts the schema to JSON Schema once, not per call. */
type TStructuredOutput = ReturnType<typeof createStructuredOutput>;
const outputs = new WeakMap<z.ZodType, Map<string, TStructuredOutput>>();
function outputFor<T>(schema: z.ZodType<T>, name: string) {
  const byName = outputs.get(schema) ?? new Map<string, TStructuredOutput>();
  outputs.set(schema, byName);
  let output = byName.get(name);
  if (!output) byName.set(name, (output = createStructuredOutput({ schema, name })));
  return output as ReturnType<typeof createStructuredOutput<T>>;
}

const storedPrompt = (p: TLlmPrompt) =>
  p.system ? `[system]\n${p.system}\n\n[user]\n${p.text}` : p.text;
// OpenAI requires json_schema names to match ^[a-zA-Z0-9_-]{1,64}$.
const outputName = (schemaName: string) => schemaName.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64);

/**
 * What one structured call is, before any network: its cache key, the LlmCall row fields it is
 * logged with, and the generateText options (all but the model and retries). generateStructured
 * sends it; lib/judge/batch renders the same request into a provider batch file, so both paths
 * ask exactly the same thing and share one cache.
 */
export function prepareStructuredCall<T>(options: {
  purpose: string;
  schema: z.ZodType<T>;
  schemaName: string;
  prompt: TLlmPrompt;
  params?: TLlmParams;
  target: TCallTarget;
  variant?: string;
}) {
  const { purpose, schema, schemaName, prompt, target, variant } = options;
  ZLlmPrompt.parse(prompt);
  const callParams = ZLlmParams.parse(options.params ?? {});
  if (!purpose.trim() || !schemaName.trim())
    throw new AppError("INVALID_INPUT", "purpose and schemaName are required.");
  const requestHash = hashRequest({
    provider: target.provider,
    model: target.model,
    params: variant === undefined ? callParams : { ...callParams, variant },
    prompt: { system: prompt.system ?? null, text: prompt.text },
    schemaName,
    scope: target.scope,
  });
  const row = {
    requestHash,
    purpose,
    provider: target.provider,
    model: target.model,
    params: JSON.stringify({ ...callParams, schemaName, variant }),
    promptTemplate: prompt.template,
    promptVersion: prompt.version,
    prompt: storedPrompt(prompt),
  };
  const messages = cacheFriendlyMessages(prompt);
  const cacheKey = promptCacheKey(prompt);
  const openaiOptions = {
    ...(callParams.logprobs ? { logprobs: true } : {}),
    ...(cacheKey ? { promptCacheKey: cacheKey } : {}),
  };
  const providerOptions = {
    ...(Object.keys(openaiOptions).length > 0 ? { openai: openaiOptions } : {}),
    ...(callParams.logprobs ? { [COMPATIBLE_PROVIDER_NAME]: { logprobs: true } } : {}),
  };
  const callOptions = {
    system: prompt.system,
    ...(messages ? { messages } : { prompt: prompt.text }),
    output: outputFor(schema, outputName(schemaName)),
    temperature: callParams.temperature,
    maxOutputTokens: callParams.maxTokens,
    providerOptions: Object.keys(providerOptions).length > 0 ? providerOptions : undefined,
  };
  return { requestHash, row, callOptions };
}
