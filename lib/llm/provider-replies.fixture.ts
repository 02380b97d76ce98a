// Provider answers in each provider's wire format, built from the AI SDK's own recorded
// fixtures (lib/llm/__fixtures__/wire/, sources in __fixtures__/README.md) with the content
// replaced by ours, and error bodies as each provider's API reference documents them.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { TReplayResponse } from "@/lib/test/start-replay-server";

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const wire = (name: string): TJson =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, "__fixtures__", "wire", name), "utf8"));

/** OpenAI chat completion (openai-text.json) with `text` as the message content. */
export function openaiReply(
  text: string | null,
  options: {
    logprob?: number;
    finishReason?: string;
    refusal?: string;
    /** The first token's most likely alternatives, as `top_logprobs` lists them. */
    top?: { token: string; logprob: number }[];
  } = {},
): TReplayResponse {
  const body = wire("openai-text.json");
  const choice = body.choices[0];
  choice.message.content = text;
  choice.message.refusal = options.refusal ?? null;
  choice.finish_reason = options.finishReason ?? "stop";
  if (options.logprob !== undefined || options.top) {
    const top = options.top ?? [];
    const first = top[0] ?? { token: "{", logprob: options.logprob ?? 0 };
    choice.logprobs = {
      content: [
        {
          token: first.token,
          logprob: first.logprob,
          bytes: [...Buffer.from(first.token)],
          top_logprobs: top.map((t) => ({ ...t, bytes: [...Buffer.from(t.token)] })),
        },
      ],
      refusal: null,
    };
  }
  return { body };
}

/** Anthropic message: a text block (output_config.format) or the `json` tool's input. */
export function anthropicReply(
  answer: unknown,
  options: { tool?: boolean; stopReason?: string } = {},
): TReplayResponse {
  if (options.tool) {
    const body = wire("anthropic-json-tool.1.json");
    body.content[0].input = answer;
    body.stop_reason = options.stopReason ?? "tool_use";
    return { body };
  }
  const body = wire("anthropic-json-output-format.1.json");
  body.content[0].text = typeof answer === "string" ? answer : JSON.stringify(answer);
  body.stop_reason = options.stopReason ?? "end_turn";
  return { body };
}

/** The refusal Anthropic sends when a request is blocked (stop_reason "refusal"). */
export const anthropicRefusal = (): TReplayResponse => ({ body: wire("anthropic-refusal.json") });

/** Gemini generateContent (google-text.json) with `text` as the candidate's part. */
export function googleReply(
  text: string,
  options: { finishReason?: string; cachedTokens?: number } = {},
): TReplayResponse {
  const body = wire("google-text.json");
  if (options.cachedTokens !== undefined) {
    body.usageMetadata.promptTokenCount = 2000;
    body.usageMetadata.cachedContentTokenCount = options.cachedTokens;
  }
  body.candidates[0].content.parts = [{ text }];
  body.candidates[0].finishReason = options.finishReason ?? "STOP";
  return { body };
}

/** An OpenAI-compatible server's chat completion (xai-text.json) answering in plain text. */
export function compatibleReply(text: string): TReplayResponse {
  const body = wire("xai-text.json");
  body.choices[0].message.content = text;
  delete body.choices[0].message.reasoning_content;
  return { body };
}

export const googleQuota = (): TReplayResponse => ({
  status: 429,
  body: wire("google-429-retry-info.json"),
});

// Error bodies as documented: OpenAI platform.openai.com/docs/guides/error-codes (error object
// with message, type, param, code); Anthropic docs.anthropic.com/en/api/errors ({"type": "error",
// "error": {type, message}}); Google ai.google.dev/gemini-api/docs/troubleshooting (google.rpc.Status).
export const openaiError = (status: number, code: string, message: string, headers = {}) => ({
  status,
  headers,
  body: { error: { message, type: "invalid_request_error", param: null, code } },
});
export const anthropicError = (status: number, type: string, message: string, headers = {}) => ({
  status,
  headers,
  body: { type: "error", error: { type, message } },
});
export const googleError = (status: number, state: string, message: string) => ({
  status,
  body: { error: { code: status, message, status: state } },
});
