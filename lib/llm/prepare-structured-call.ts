import { Output } from "ai";
import type { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { COMPATIBLE_PROVIDER_NAME } from "./create-language-model";
import { hashRequest } from "./hash-request";
import type { TCallTarget } from "./resolve-call-target";
import { ZLlmParams, ZLlmPrompt, type TLlmParams, type TLlmPrompt } from "./schemas";

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
  const callOptions = {
    system: prompt.system,
    prompt: prompt.text,
    output: Output.object({ schema, name: outputName(schemaName) }),
    temperature: callParams.temperature,
    maxOutputTokens: callParams.maxTokens,
    providerOptions: callParams.logprobs
      ? { openai: { logprobs: true }, [COMPATIBLE_PROVIDER_NAME]: { logprobs: true } }
      : undefined,
  };
  return { requestHash, row, callOptions };
}
