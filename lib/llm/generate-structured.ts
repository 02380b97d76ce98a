import { insertLlmCall } from "./insert-llm-call";
import { toLlmCallRow, type TLlmCallRow } from "./to-llm-call-row";
import { generateText, NoObjectGeneratedError, type LanguageModel } from "ai";
import { replaceNulCharacters } from "@/lib/json/replace-nul-characters";
import type { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { createLanguageModel } from "./create-language-model";
import { describeLlmFailure } from "./describe-llm-failure";
import { estimateCost } from "./estimate-cost";
import { findLogprobEntries } from "./find-logprob-entries";
import { findCachedCall } from "./find-cached-call";
import { openSendGate } from "./send-gate";
import { prepareStructuredCall } from "./prepare-structured-call";
import { getLlmEnv } from "@/lib/env/get-llm-env";
import { resolveCallTarget, type TCallTargetSettings } from "./resolve-call-target";
import { type TGenerateStructuredResult, type TLlmParams, type TLlmPrompt } from "./schemas";

/**
 * One structured LLM call with a schema-validated result, logged as exactly one LlmCall row.
 * Identical requests (provider, model, params, prompt, schema name) are answered from the
 * newest successful row unless `bypassCache`. Failures are logged with `error` set, never
 * cached, and thrown as AppError INTERNAL (details: llmCallId, retryable, retryAfterMs).
 * Never call inside prisma.$transaction: it waits on the network.
 */
export async function generateStructured<T>({
  purpose,
  schema,
  schemaName,
  prompt,
  params = {},
  bypassCache = false,
  model,
  settings,
  maxRetries = 0,
  variant,
  deferLog = false,
  beforeSend,
  signal,
}: {
  purpose: string;
  schema: z.ZodType<T>;
  schemaName: string;
  prompt: TLlmPrompt;
  params?: TLlmParams;
  bypassCache?: boolean;
  /** Injected model (tests, benchmarks); default createLanguageModel() from the environment. */
  model?: LanguageModel;
  /** Provider and model names recorded and hashed (default: from `model` or the environment). */
  settings?: TCallTargetSettings;
  /** AI SDK retries inside this one logged call; default 0 so callers decide (see retryAfterMs). */
  maxRetries?: number;
  /** Distinguishes otherwise identical requests in the cache, e.g. "sample:2" of a judge with several samples. */
  variant?: string;
  /**
   * Return a successful call's log row as `pendingCall` instead of writing it, for the caller to
   * write with its own rows in one transaction (the judge worker's result batches). A failure is
   * always logged at once.
   */
  deferLog?: boolean;
  /**
   * Waited for once the request is built, just before it is sent (the judge worker's jobs claimed
   * ahead wait for a slot there). The timeout and the recorded latency start after it. Needs a
   * provider on the default HTTP client (fetchBuffered), which holds the request at the gate.
   */
  beforeSend?: () => Promise<void>;
  /** Aborts the request (the judge worker gives a job up at its deadline): no call outlives its job's hold. */
  signal?: AbortSignal;
}): Promise<
  TGenerateStructuredResult<T> & {
    pendingCall?: TLlmCallRow;
    /** A fresh call's logprob entries, as parsed from the answer (`logprobs` is their JSON). */
    logprobEntries?: readonly unknown[] | null;
  }
> {
  const target = resolveCallTarget({ model, settings });
  const { requestHash, row, callOptions } = prepareStructuredCall({
    purpose,
    schema,
    schemaName,
    prompt,
    params,
    target,
    variant,
  });
  const started = performance.now();
  if (!bypassCache) {
    const hit = await findCachedCall({ requestHash, schema });
    if (hit) {
      const usage = {
        inputTokens: hit.inputTokens,
        outputTokens: hit.outputTokens,
        cachedInputTokens: hit.cachedInputTokens,
        cacheWriteTokens: hit.cacheWriteTokens,
      };
      return {
        object: hit.object,
        llmCallId: hit.id,
        cached: true,
        usage,
        logprobs: hit.logprobs,
        latencyMs: Math.round(performance.now() - started),
      };
    }
  }
  const languageModel =
    model ?? createLanguageModel({ settings: { ...getLlmEnv(), model: target.model } });
  let callStarted = performance.now();
  // With a gate, the timeout starts when the request may go out (as AbortSignal.timeout would).
  const timeout = beforeSend ? new AbortController() : null;
  let timer: NodeJS.Timeout | undefined;
  const gate = beforeSend
    ? openSendGate({
        wait: async () => {
          await beforeSend();
          // A retry passes the gate again: the call's time and timeout run from its first send.
          if (timer !== undefined) return;
          callStarted = performance.now();
          timer = setTimeout(
            () =>
              timeout!.abort(
                new DOMException("The operation was aborted due to timeout", "TimeoutError"),
              ),
            target.timeoutMs,
          );
        },
      })
    : null;
  let result;
  let object: T;
  try {
    result = await generateText({
      ...callOptions,
      model: languageModel,
      maxRetries,
      ...(gate
        ? {
            headers: gate.headers,
            abortSignal: signal ? AbortSignal.any([timeout!.signal, signal]) : timeout!.signal,
          }
        : { timeout: target.timeoutMs, ...(signal ? { abortSignal: signal } : {}) }),
    });
    if (gate && !gate.passed())
      throw new Error("The provider's HTTP client did not hold the request at its send gate.");
    // An answer cut off at the token limit is no answer, even when what came parses; a refusal
    // or a content filter's stop (finish reason content-filter) carries none at all.
    if (result.finishReason === "length" || result.finishReason === "content-filter")
      throw new NoObjectGeneratedError({
        message:
          result.finishReason === "length"
            ? "No object generated: the answer was cut off"
            : "No object generated",
        text: result.text,
        response: result.response,
        usage: result.usage,
        finishReason: result.finishReason,
      });
    // PostgreSQL cannot store U+0000: a NUL the model wrote is kept as ␀, as in imports.
    object = replaceNulCharacters({ value: result.output as T });
  } catch (error) {
    // Given up while waiting for its slot: no request went out, so there is no call to log.
    if (gate && !gate.passed()) throw error;
    const failure = describeLlmFailure({ error, provider: target.provider });
    const { inputTokens, outputTokens } = failure;
    const failed = await insertLlmCall({
      data: {
        ...row,
        rawOutput: failure.rawOutput,
        error: failure.reason,
        inputTokens,
        outputTokens,
        latencyMs: Math.round(performance.now() - callStarted),
        costUsd: estimateCost({
          provider: target.provider,
          model: target.model,
          inputTokens,
          outputTokens,
        }),
      },
    });
    const details = {
      llmCallId: failed.id,
      retryable: failure.retryable,
      retryAfterMs: failure.retryAfterMs,
      unavailable: failure.unavailable,
    };
    const appError = new AppError("INTERNAL", `LLM call failed: ${failure.reason}`, details);
    appError.cause = error;
    throw appError;
  } finally {
    clearTimeout(timer);
    gate?.close();
  }
  const latencyMs = Math.round(performance.now() - callStarted);
  const inputTokens = result.usage.inputTokens ?? null;
  const outputTokens = result.usage.outputTokens ?? null;
  // What the provider reported about its prompt cache (OpenAI prompt_tokens_details.cached_tokens,
  // Anthropic cache_read_input_tokens / cache_creation_input_tokens), as the AI SDK maps it.
  const details = result.usage.inputTokenDetails;
  const cachedInputTokens = details?.cacheReadTokens ?? result.usage.cachedInputTokens ?? null;
  const cacheWriteTokens = details?.cacheWriteTokens ?? null;
  const logprobEntries = findLogprobEntries({ providerMetadata: result.providerMetadata });
  const logprobs = logprobEntries ? JSON.stringify(logprobEntries) : null;
  const call = toLlmCallRow({
    data: {
      ...row,
      // The model's own text, so a cache hit re-validates what the model said (schemas may transform).
      rawOutput: replaceNulCharacters({ value: result.text }) || JSON.stringify(object),
      inputTokens,
      outputTokens,
      cachedInputTokens,
      cacheWriteTokens,
      latencyMs,
      costUsd: estimateCost({
        provider: target.provider,
        model: target.model,
        inputTokens,
        outputTokens,
        cachedInputTokens,
        cacheWriteTokens,
      }),
      logprobs,
    },
  });
  if (!deferLog) await insertLlmCall({ data: call });
  return {
    object,
    llmCallId: call.id,
    ...(deferLog ? { pendingCall: call } : {}),
    cached: false,
    usage: { inputTokens, outputTokens, cachedInputTokens, cacheWriteTokens },
    logprobs,
    logprobEntries,
    latencyMs,
  };
}
