import "@/lib/test/test-db";
import type { LanguageModel } from "ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TLlmEnv } from "@/lib/env/get-llm-env";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { startReplayServer } from "@/lib/test/start-replay-server";
import { createLanguageModel } from "./create-language-model";
import { computeSuccessProbability } from "@/lib/policies/compute-success-probability";
import { generateStructured } from "./generate-structured";
import { generateTextWithLogprobs } from "./generate-text-with-logprobs";
import {
  anthropicError,
  anthropicRefusal,
  anthropicReply,
  compatibleReply,
  googleError,
  googleQuota,
  googleReply,
  openaiError,
  openaiReply,
} from "./provider-replies.fixture";
import { STRUCTURED_FEATURES } from "./structured-features.fixture";

// Every structured LLM feature through the real @ai-sdk provider packages, over real HTTP, against
// each provider's recorded wire format (provider-replies.fixture.ts): what we send, what we read
// back, and how each failure ends.

let replay: Awaited<ReturnType<typeof startReplayServer>>;
beforeAll(async () => {
  replay = await startReplayServer();
});
afterAll(() => replay.close());
beforeEach(() => replay.reset());

type TProvider = TLlmEnv["provider"];
const modelOf = (provider: TProvider, model: string, basePath = "/v1"): LanguageModel =>
  createLanguageModel({
    settings: {
      provider,
      model,
      baseUrl: `${replay.origin}${basePath}`,
      apiKey: "sk-test-0123456789abcdef",
      keySource: null,
      timeoutMs: 10_000,
    } as TLlmEnv,
  });

const SETUPS = [
  {
    name: "OpenAI (chat completions, json_schema strict)",
    model: () => modelOf("openai", "gpt-4.1"),
    reply: (answer: unknown) => openaiReply(JSON.stringify(answer)),
  },
  {
    name: "Anthropic (output_config json_schema)",
    model: () => modelOf("anthropic", "claude-sonnet-4-5"),
    reply: (answer: unknown) => anthropicReply(answer),
  },
  {
    name: "Anthropic, an older model (the forced `json` tool)",
    model: () => modelOf("anthropic", "claude-3-5-haiku-20241022"),
    reply: (answer: unknown) => anthropicReply(answer, { tool: true }),
  },
  {
    name: "Google Gemini (responseSchema)",
    model: () => modelOf("google", "gemini-2.5-flash", "/v1beta"),
    reply: (answer: unknown) => googleReply(JSON.stringify(answer)),
  },
  {
    name: "OpenAI-compatible server answering in prose with a fenced JSON block (Ollama, llama.cpp)",
    model: () => modelOf("openai-compatible", "llama3.1:8b"),
    reply: (answer: unknown) =>
      compatibleReply(
        `Sure. Here is the answer:\n\n\`\`\`json\n${JSON.stringify(answer, null, 2)}\n\`\`\`\n`,
      ),
  },
];

const call = (
  model: LanguageModel,
  feature: (typeof STRUCTURED_FEATURES)[number],
  extra: { logprobs?: boolean; cachePrefix?: string } = {},
) =>
  generateStructured({
    purpose: feature.feature,
    schema: feature.schema,
    schemaName: feature.schemaName,
    prompt: {
      template: "wire-test",
      version: "1",
      system: "You review patches.",
      text: `${extra.cachePrefix ?? ""}Judge the patch. ${feature.schemaName}`,
      cachePrefix: extra.cachePrefix,
    },
    params: { temperature: 0.2, maxTokens: 900, logprobs: extra.logprobs },
    bypassCache: true,
    model,
  });

describe.each(SETUPS)("$name", (setup) => {
  it.each(STRUCTURED_FEATURES)("reads the $feature answer ($schemaName)", async (feature) => {
    replay.reply(setup.reply(feature.sample));
    const result = await call(setup.model(), feature);
    expect(result.object).toEqual(feature.sample);
    expect(replay.requests).toHaveLength(1);
  });
});

describe("what we send, per provider", () => {
  const verdict = STRUCTURED_FEATURES[0]!;
  const draft = STRUCTURED_FEATURES.find((f) => f.schemaName === "rubric_draft")!;

  it("OpenAI: chat completions, strict json_schema without refused keywords, logprobs, temperature, max tokens, cache key", async () => {
    replay.reply(openaiReply(JSON.stringify(draft.sample), { logprob: -0.01 }));
    const result = await call(modelOf("openai", "gpt-4.1"), draft, {
      logprobs: true,
      cachePrefix: "The bug's shared part. ",
    });
    const sent = replay.requests[0]!;
    expect(sent.url).toBe("/v1/chat/completions");
    expect(sent.headers.authorization).toBe("Bearer sk-test-0123456789abcdef");
    expect(sent.body).toMatchObject({
      model: "gpt-4.1",
      temperature: 0.2,
      max_tokens: 900,
      logprobs: true,
      response_format: { type: "json_schema", json_schema: { name: "rubric_draft", strict: true } },
    });
    expect(sent.body.prompt_cache_key).toMatch(/^[0-9a-f]{32}$/);
    // OpenAI's strict mode refuses minLength (zod's .min(1)): it travels in the description.
    const schema = JSON.stringify(sent.body.response_format);
    expect(schema).not.toMatch(/minLength|minItems/);
    expect(schema).toMatch(/at least 1 character/);
    expect(JSON.parse(result.logprobs!)).toEqual([
      { token: "{", logprob: -0.01, top_logprobs: [] },
    ]);
  });

  it("Anthropic: messages API, x-api-key, output_config json_schema, cache_control on the shared prefix", async () => {
    replay.reply(anthropicReply(verdict.sample));
    await call(modelOf("anthropic", "claude-sonnet-4-5"), verdict, { cachePrefix: "Shared. " });
    const sent = replay.requests[0]!;
    expect(sent.url).toBe("/v1/messages");
    expect(sent.headers["x-api-key"]).toBe("sk-test-0123456789abcdef");
    expect(sent.headers["anthropic-version"]).toBe("2023-06-01");
    expect(sent.body).toMatchObject({
      model: "claude-sonnet-4-5",
      temperature: 0.2,
      max_tokens: 900,
      output_config: { format: { type: "json_schema" } },
      system: [{ type: "text", text: "You review patches." }],
    });
    const [message] = sent.body.messages as { content: Record<string, unknown>[] }[];
    expect(message!.content[0]).toEqual({
      type: "text",
      text: "Shared. ",
      cache_control: { type: "ephemeral" },
    });
  });

  it("Anthropic, an older model: the answer is forced through the `json` tool", async () => {
    replay.reply(anthropicReply(verdict.sample, { tool: true }));
    await call(modelOf("anthropic", "claude-3-5-haiku-20241022"), verdict);
    const body = replay.requests[0]!.body;
    expect(body.tool_choice).toMatchObject({ type: "any" });
    expect(body.tools).toEqual([expect.objectContaining({ name: "json" })]);
    expect(body.output_config).toBeUndefined();
  });

  it("Google: generateContent with responseMimeType application/json and a responseSchema", async () => {
    replay.reply(googleReply(JSON.stringify(verdict.sample)));
    await call(modelOf("google", "gemini-2.5-flash", "/v1beta"), verdict);
    const sent = replay.requests[0]!;
    expect(sent.url).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
    expect(sent.headers["x-goog-api-key"]).toBe("sk-test-0123456789abcdef");
    expect(sent.body.generationConfig).toMatchObject({
      temperature: 0.2,
      maxOutputTokens: 900,
      responseMimeType: "application/json",
      responseSchema: { type: "object", required: ["thought", "label", "justification"] },
    });
    expect(sent.body.systemInstruction).toEqual({ parts: [{ text: "You review patches." }] });
  });

  it("Google: reads implicit-cache usage (cachedContentTokenCount) and prices it at the cached rate", async () => {
    replay.reply(googleReply(JSON.stringify(verdict.sample), { cachedTokens: 1500 }));
    const result = await call(modelOf("google", "gemini-2.5-flash", "/v1beta"), verdict);
    expect(result.usage).toMatchObject({ inputTokens: 2000, cachedInputTokens: 1500 });
    const row = await prisma.llmCall.findUniqueOrThrow({ where: { id: result.llmCallId } });
    // gemini-2.5-flash: 0.30 input, 0.075 cached input, 2.50 output per million; output 28 + 244 thinking.
    const output = row.outputTokens!;
    expect(row.costUsd).toBeCloseTo((500 * 0.3 + 1500 * 0.075 + output * 2.5) / 1e6, 12);
  });

  it("OpenAI-compatible: json_schema and logprobs asked, logprobs read back", async () => {
    replay.reply(openaiReply(JSON.stringify(verdict.sample), { logprob: -0.2 }));
    const result = await call(modelOf("openai-compatible", "qwen2.5"), verdict, {
      logprobs: true,
    });
    expect(replay.requests[0]!.body).toMatchObject({
      model: "qwen2.5",
      logprobs: true,
      response_format: { type: "json_schema" },
    });
    expect(JSON.parse(result.logprobs!)[0]).toMatchObject({ token: "{", logprob: -0.2 });
  });

  it("OpenAI-compatible with LLM_JSON_MODE=json_object: JSON mode, the schema in the one system message", async () => {
    replay.reply(compatibleReply(JSON.stringify(verdict.sample)));
    const model = createLanguageModel({
      settings: {
        provider: "openai-compatible",
        model: "llama3.1:8b",
        baseUrl: `${replay.origin}/v1`,
        apiKey: null,
        keySource: null,
        timeoutMs: 10_000,
        jsonMode: "json_object",
      } as TLlmEnv,
    });
    const result = await call(model, verdict);
    expect(result.object).toEqual(verdict.sample);
    const body = replay.requests[0]!.body as {
      response_format: unknown;
      messages: { role: string; content: string }[];
    };
    expect(body.response_format).toEqual({ type: "json_object" });
    expect(body.messages.filter((m) => m.role === "system")).toHaveLength(1);
    expect(body.messages[0]!.content).toMatch(
      /^You review patches\.\n\nReply with only one JSON object .*"label":\{"type":"string","enum":\["VALID","INVALID"/s,
    );
  });
});

describe("bug abstention (a one-word answer scored by its first token's top logprobs)", () => {
  it.each([
    ["OpenAI", () => modelOf("openai", "gpt-4.1")],
    ["OpenAI-compatible", () => modelOf("openai-compatible", "qwen2.5")],
  ])("%s: asks for top_logprobs and reads P(success) from them", async (_, model) => {
    replay.reply(
      openaiReply("success", {
        top: [
          { token: "success", logprob: Math.log(0.8) },
          { token: "failure", logprob: Math.log(0.2) },
        ],
      }),
    );
    const result = await generateTextWithLogprobs({
      purpose: "abstention",
      prompt: { template: "abstain", version: "1", text: "Will a valid fix be found?" },
      topLogprobs: 5,
      bypassCache: true,
      model: model(),
    });
    expect(result.text).toBe("success");
    expect(replay.requests[0]!.body).toMatchObject({ logprobs: true, top_logprobs: 5 });
    expect(computeSuccessProbability({ logprobs: result.logprobs })).toBeCloseTo(0.8, 6);
  });
});

describe("failures end in a clear reason, retried only where retrying helps", () => {
  const verdict = STRUCTURED_FEATURES[0]!;
  const failure = async (model: LanguageModel) => {
    const error = await call(model, verdict).then(
      () => expect.fail("the call should have failed"),
      (e: unknown) => e,
    );
    if (!(error instanceof AppError)) throw error;
    return { message: error.message, ...(error.details as Record<string, unknown>) };
  };

  it("a wrong key (401) fails fast and names the variable, per provider", async () => {
    replay.reply(
      openaiError(401, "invalid_api_key", "Incorrect API key provided: sk-test-0123456789abcdef."),
    );
    const openai = await failure(modelOf("openai", "gpt-4.1"));
    expect(openai).toMatchObject({ retryable: false, unavailable: false });
    expect(openai.message).toMatch(
      /HTTP 401: the provider refused the API key: check OPENAI_API_KEY/,
    );
    expect(openai.message).not.toMatch(/0123456789abcdef/);

    replay.reply(anthropicError(401, "authentication_error", "invalid x-api-key"));
    const anthropic = await failure(modelOf("anthropic", "claude-sonnet-4-5"));
    expect(anthropic).toMatchObject({ retryable: false });
    expect(anthropic.message).toMatch(/check ANTHROPIC_API_KEY/);

    replay.reply(
      googleError(400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key."),
    );
    const google = await failure(modelOf("google", "gemini-2.5-flash", "/v1beta"));
    expect(google).toMatchObject({ retryable: false });
    expect(google.message).toMatch(/check GOOGLE_GENERATIVE_AI_API_KEY/);
    expect(replay.requests).toHaveLength(3);
  });

  it("429 honours the provider's retry-after header, and Gemini's RetryInfo in the body", async () => {
    replay.reply(
      openaiError(429, "rate_limit_exceeded", "Rate limit reached for gpt-4.1.", {
        "retry-after": "7",
      }),
    );
    expect(await failure(modelOf("openai", "gpt-4.1"))).toMatchObject({
      retryable: true,
      retryAfterMs: 7000,
      unavailable: false,
    });
    replay.reply(googleQuota());
    expect(await failure(modelOf("google", "gemini-2.5-flash", "/v1beta"))).toMatchObject({
      retryable: true,
      retryAfterMs: 34_400,
    });
  });

  it("500, 503 and Anthropic's 529 overloaded: retryable, the provider is unavailable", async () => {
    replay.reply(openaiError(500, "server_error", "The server had an error."));
    expect(await failure(modelOf("openai", "gpt-4.1"))).toMatchObject({
      retryable: true,
      unavailable: true,
    });
    replay.reply(
      googleError(503, "UNAVAILABLE", "The model is overloaded. Please try again later."),
    );
    expect(await failure(modelOf("google", "gemini-2.5-flash", "/v1beta"))).toMatchObject({
      retryable: true,
      unavailable: true,
    });
    replay.reply(anthropicError(529, "overloaded_error", "Overloaded"));
    const overloaded = await failure(modelOf("anthropic", "claude-sonnet-4-5"));
    expect(overloaded).toMatchObject({ retryable: true, unavailable: true });
    expect(overloaded.message).toMatch(/HTTP 529.*Overloaded/);
  });

  it("an unknown model (404) is not retried and says what to check", async () => {
    replay.reply(
      openaiError(
        404,
        "model_not_found",
        "The model `gpt-9` does not exist or you do not have access to it.",
      ),
    );
    const result = await failure(modelOf("openai", "gpt-9"));
    expect(result).toMatchObject({ retryable: false, unavailable: false });
    expect(result.message).toMatch(/HTTP 404: the provider does not know this model.*gpt-9/);
  });

  it("an answer cut at max tokens is a failure, not retried (OpenAI length, Anthropic max_tokens, Gemini MAX_TOKENS)", async () => {
    replay.reply(openaiReply('{"thought": "The patch', { finishReason: "length" }));
    replay.reply(anthropicReply('{"thought": "The patch', { stopReason: "max_tokens" }));
    replay.reply(googleReply('{"thought": "The patch', { finishReason: "MAX_TOKENS" }));
    for (const model of [
      modelOf("openai", "gpt-4.1"),
      modelOf("anthropic", "claude-sonnet-4-5"),
      modelOf("google", "gemini-2.5-flash", "/v1beta"),
    ]) {
      const result = await failure(model);
      expect(result).toMatchObject({ retryable: false });
      expect(result.message).toMatch(/token limit/);
    }
  });

  it("a refusal or content filter is a failure that says so, not retried", async () => {
    replay.reply(openaiReply(null, { refusal: "I can't help with that." }));
    replay.reply(anthropicRefusal());
    replay.reply(googleReply("", { finishReason: "SAFETY" }));
    for (const model of [
      modelOf("openai", "gpt-4.1"),
      modelOf("anthropic", "claude-sonnet-4-5"),
      modelOf("google", "gemini-2.5-flash", "/v1beta"),
    ]) {
      const result = await failure(model);
      expect(result).toMatchObject({ retryable: false });
      expect(result.message).toMatch(/refused or the provider's content filter/);
    }
  });

  it("invalid JSON and a schema mismatch are failures naming what was wrong (retryable: sampling may differ)", async () => {
    replay.reply(openaiReply("{not json"));
    const broken = await failure(modelOf("openai", "gpt-4.1"));
    expect(broken.message).toMatch(/could not parse the response/);
    replay.reply(anthropicReply({ thought: "x", label: "MAYBE", justification: "y" }));
    const mismatch = await failure(modelOf("anthropic", "claude-sonnet-4-5"));
    expect(mismatch.message).toMatch(/did not match schema/);
    expect(mismatch.message).toMatch(/label/);
  });
});
