import { generateText } from "ai";
import { z } from "zod";
import { prepareStructuredCall } from "@/lib/llm/prepare-structured-call";
import { getLlmEnv } from "@/lib/env/get-llm-env";
import { describeCacheScope } from "@/lib/llm/describe-cache-scope";
import { createJudgeModel } from "../config/create-judge-model";
import { resolveJudgeBaseUrl } from "../config/resolve-judge-base-url";
import { buildJudgeCall } from "../scoring/build-judge-call";

export type TJudgeCallInput = Parameters<typeof buildJudgeCall>[0];
export type TRenderedRequest = {
  /** The online call's cache key, LlmCall fields and structured-output schema. */
  prepared: ReturnType<typeof prepareJudgeCall>;
  /** Where and with which headers (credentials, API version, betas) the online call would go. */
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
};

/** Stands in for the network: the request is recorded and never sent. */
class CapturedRequest extends Error {}

/**
 * The judge call of one job as lib/llm would make it online (buildJudgeCall →
 * prepareStructuredCall), with the schema its answer must meet.
 */
export function prepareJudgeCall(input: TJudgeCallInput) {
  const call = buildJudgeCall(input);
  const { provider, model } = input.config;
  // Keyed as the online call through createJudgeModel is: a batch answer serves later online calls.
  const scope = describeCacheScope({
    provider,
    baseUrl: resolveJudgeBaseUrl({ provider }),
    jsonMode: getLlmEnv().jsonMode,
  });
  const target = { provider, model, timeoutMs: 0, scope };
  return { ...prepareStructuredCall({ ...call, target }), schema: call.schema };
}

/**
 * The exact HTTP request the online judge call of one job would send: the AI SDK provider of the
 * run's configuration builds it (same prompt, structured-output schema, logprobs, limits) and a
 * fetch stand-in records it instead of sending it. Nothing leaves the process.
 */
export async function renderBatchRequest(input: TJudgeCallInput): Promise<TRenderedRequest> {
  const prepared = prepareJudgeCall(input);
  let captured: Omit<TRenderedRequest, "prepared"> | null = null;
  const capture: typeof globalThis.fetch = async (url, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    captured = {
      url: String(url),
      headers,
      body: z.record(z.string(), z.unknown()).parse(JSON.parse(String(init?.body ?? "{}"))),
    };
    throw new CapturedRequest("captured");
  };
  const model = createJudgeModel({
    provider: input.config.provider,
    model: input.config.model,
    fetch: capture,
  });
  try {
    await generateText({ ...prepared.callOptions, model, maxRetries: 0 });
  } catch (err) {
    if (!captured) throw err;
  }
  if (!captured) throw new Error("The provider sent no request to render.");
  return { prepared, ...(captured as Omit<TRenderedRequest, "prepared">) };
}
