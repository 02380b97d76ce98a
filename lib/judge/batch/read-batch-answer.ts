import { generateText } from "ai";
import { replaceNulCharacters } from "@/lib/json/replace-nul-characters";
import { extractLogprobs } from "@/lib/llm/extract-logprobs";
import { createJudgeModel } from "../config/create-judge-model";
import type { TJudgeVerdict } from "../schemas";
import { prepareJudgeCall, type TJudgeCallInput } from "./render-batch-request";

/**
 * Reads one batch answer (an OpenAI chat completion or an Anthropic message body) exactly as the
 * online call would have: the AI SDK provider parses it as if the network had returned it, and
 * the same structured-output validation applies. Throws as generateText would (e.g. an answer
 * that misses the schema).
 */
export async function readBatchAnswer(options: { input: TJudgeCallInput; body: unknown }) {
  const prepared = prepareJudgeCall(options.input);
  const replay: typeof globalThis.fetch = async () =>
    new Response(JSON.stringify(options.body), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  const model = createJudgeModel({
    provider: options.input.config.provider,
    model: options.input.config.model,
    fetch: replay,
  });
  const result = await generateText({ ...prepared.callOptions, model, maxRetries: 0 });
  const object = replaceNulCharacters({ value: result.output as TJudgeVerdict });
  return {
    prepared,
    object,
    rawOutput: replaceNulCharacters({ value: result.text }) || JSON.stringify(object),
    inputTokens: result.usage.inputTokens ?? null,
    outputTokens: result.usage.outputTokens ?? null,
    // Prompt-cache reads and writes, as online (lib/llm/generate-structured.ts).
    cachedInputTokens:
      result.usage.inputTokenDetails?.cacheReadTokens ?? result.usage.cachedInputTokens ?? null,
    cacheWriteTokens: result.usage.inputTokenDetails?.cacheWriteTokens ?? null,
    logprobs: extractLogprobs({ providerMetadata: result.providerMetadata }),
  };
}
