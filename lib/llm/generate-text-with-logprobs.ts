import { insertLlmCall } from "./insert-llm-call";
import { generateText, type LanguageModel } from "ai";
import { replaceNulCharacters } from "@/lib/json/replace-nul-characters";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { getLlmEnv } from "@/lib/env/get-llm-env";
import { COMPATIBLE_PROVIDER_NAME, createLanguageModel } from "./create-language-model";
import { describeLlmFailure } from "./describe-llm-failure";
import { estimateCost } from "./estimate-cost";
import { extractLogprobs } from "./extract-logprobs";
import { hashRequest } from "./hash-request";
import { resolveCallTarget, type TCallTargetSettings } from "./resolve-call-target";
import { ZLlmPrompt, type TLlmPrompt } from "./schemas";

const TEXT_SCHEMA = "text+top-logprobs";

/**
 * One plain-text LLM call that asks for token log-probs with the `topLogprobs` most likely
 * alternatives of each token (e.g. a one-word answer scored by its first token), logged as one
 * LlmCall row and answered from the newest successful identical call unless `bypassCache`.
 * Failures are logged and thrown as AppError INTERNAL. Never call inside a transaction.
 */
export async function generateTextWithLogprobs(options: {
  purpose: string;
  prompt: TLlmPrompt;
  topLogprobs: number;
  temperature?: number;
  maxTokens?: number;
  model?: LanguageModel;
  settings?: TCallTargetSettings;
  bypassCache?: boolean;
}): Promise<{ text: string; logprobs: string | null; llmCallId: string; cached: boolean }> {
  const { purpose, prompt, topLogprobs } = options;
  ZLlmPrompt.parse(prompt);
  if (!Number.isInteger(topLogprobs) || topLogprobs < 1 || topLogprobs > 20)
    throw new AppError("INVALID_INPUT", "topLogprobs must be an integer in 1–20.");
  const params = {
    temperature: options.temperature ?? 0,
    maxTokens: options.maxTokens ?? 4,
    logprobs: true,
    topLogprobs,
  };
  const target = resolveCallTarget({ model: options.model, settings: options.settings });
  const requestHash = hashRequest({
    provider: target.provider,
    model: target.model,
    params,
    prompt: { system: prompt.system ?? null, text: prompt.text },
    schemaName: TEXT_SCHEMA,
    scope: target.scope,
  });
  if (!options.bypassCache) {
    const hit = await prisma.llmCall.findFirst({
      where: { requestHash, error: null, rawOutput: { not: null } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, rawOutput: true, logprobs: true },
    });
    if (hit)
      return { text: hit.rawOutput!, logprobs: hit.logprobs, llmCallId: hit.id, cached: true };
  }
  const row = {
    requestHash,
    purpose,
    provider: target.provider,
    model: target.model,
    params: JSON.stringify({ ...params, schemaName: TEXT_SCHEMA }),
    promptTemplate: prompt.template,
    promptVersion: prompt.version,
    prompt: prompt.system ? `[system]\n${prompt.system}\n\n[user]\n${prompt.text}` : prompt.text,
  };
  const started = performance.now();
  let result;
  try {
    result = await generateText({
      model:
        options.model ?? createLanguageModel({ settings: { ...getLlmEnv(), model: target.model } }),
      system: prompt.system,
      prompt: prompt.text,
      temperature: params.temperature,
      maxOutputTokens: params.maxTokens,
      maxRetries: 2,
      timeout: target.timeoutMs,
      providerOptions: {
        openai: { logprobs: topLogprobs },
        [COMPATIBLE_PROVIDER_NAME]: { logprobs: true, top_logprobs: topLogprobs },
      },
    });
  } catch (error) {
    const failure = describeLlmFailure({ error, provider: target.provider });
    const failed = await insertLlmCall({
      data: {
        ...row,
        rawOutput: failure.rawOutput,
        error: failure.reason,
        latencyMs: Math.round(performance.now() - started),
      },
    });
    throw new AppError("INTERNAL", `LLM call failed: ${failure.reason}`, {
      llmCallId: failed.id,
      retryable: failure.retryable,
    });
  }
  const text = replaceNulCharacters({ value: result.text });
  const inputTokens = result.usage.inputTokens ?? null;
  const outputTokens = result.usage.outputTokens ?? null;
  const logprobs = extractLogprobs({ providerMetadata: result.providerMetadata });
  const created = await insertLlmCall({
    data: {
      ...row,
      rawOutput: text,
      inputTokens,
      outputTokens,
      latencyMs: Math.round(performance.now() - started),
      costUsd: estimateCost({
        provider: target.provider,
        model: target.model,
        inputTokens,
        outputTokens,
      }),
      logprobs,
    },
  });
  return { text, logprobs, llmCallId: created.id, cached: false };
}
