import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  anthropicError,
  anthropicReply,
  googleReply,
  openaiError,
  openaiReply,
} from "@/lib/llm/provider-replies.fixture";
import { startReplayServer } from "@/lib/test/start-replay-server";

// `rubricate llm check` against each provider's recorded wire format, over HTTP, no database.
let replay: Awaited<ReturnType<typeof startReplayServer>>;
beforeAll(async () => {
  replay = await startReplayServer();
});
afterAll(() => replay.close());
beforeEach(() => replay.reset());

const check = (env: Record<string, string>) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [path.resolve("bin/rubricate.mjs"), "llm", "check"], {
      env: {
        NODE_ENV: "test",
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        DATABASE_URL: "",
        AUTH_SECRET: "",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (b: Buffer) => (stdout += b.toString()));
    child.stderr.on("data", (b: Buffer) => (stderr += b.toString()));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
const ANSWER = { status: "ok", echo: "pong" };

describe("rubricate llm check", () => {
  it("OpenAI: answers, structured output ok, logprobs returned, the price used", async () => {
    replay.reply(openaiReply(JSON.stringify(ANSWER), { logprob: -0.01 }));
    const out = await check({
      OPENAI_API_KEY: "sk-check-0123456789abcdef",
      LLM_BASE_URL: `${replay.origin}/v1`,
      LLM_MODEL: "gpt-4.1",
    });
    expect(out.status, out.stderr).toBe(0);
    const result = JSON.parse(out.stdout);
    expect(result).toMatchObject({
      ok: true,
      provider: "openai",
      model: "gpt-4.1",
      keyVariable: "OPENAI_API_KEY",
      structuredOutput: "ok",
      logprobs: "returned",
      price: { input: 2, output: 8, asOf: expect.any(String) },
      error: null,
    });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    expect(out.stdout).not.toContain("0123456789abcdef");
    expect(replay.requests[0]!.url).toBe("/v1/chat/completions");
  });

  it("Anthropic and Gemini: structured output ok, logprobs not offered, cache usage reported", async () => {
    replay.reply(anthropicReply(ANSWER));
    const anthropic = JSON.parse(
      (
        await check({
          ANTHROPIC_API_KEY: "sk-ant-check",
          LLM_BASE_URL: `${replay.origin}/v1`,
          LLM_MODEL: "claude-sonnet-4-5",
        })
      ).stdout,
    );
    expect(anthropic).toMatchObject({
      ok: true,
      provider: "anthropic",
      logprobs: "not offered by this provider",
      promptCaching: expect.stringMatching(/reported 0 cached and 0 written/),
    });
    expect(JSON.stringify(replay.requests[0]!.body)).toContain("cache_control");
    replay.reply(googleReply(JSON.stringify(ANSWER)));
    const google = JSON.parse(
      (
        await check({
          GOOGLE_GENERATIVE_AI_API_KEY: "g-check",
          LLM_BASE_URL: `${replay.origin}/v1beta`,
          LLM_MODEL: "gemini-2.5-flash",
        })
      ).stdout,
    );
    expect(google).toMatchObject({ ok: true, provider: "google", structuredOutput: "ok" });
  });

  it("a model without a known price says so", async () => {
    replay.reply(openaiReply(JSON.stringify(ANSWER)));
    const out = JSON.parse(
      (
        await check({
          LLM_PROVIDER: "openai-compatible",
          LLM_BASE_URL: `${replay.origin}/v1`,
          LLM_MODEL: "llama3.1:8b",
        })
      ).stdout,
    );
    expect(out).toMatchObject({
      ok: true,
      price: null,
      priceNote: expect.stringMatching(/no price known/),
    });
  });

  it("a wrong key: exit 1, the reason names the variable, no retries", async () => {
    replay.reply(openaiError(401, "invalid_api_key", "Incorrect API key provided."));
    const out = await check({
      OPENAI_API_KEY: "sk-wrong-0123456789abcdef",
      LLM_BASE_URL: `${replay.origin}/v1`,
      LLM_MODEL: "gpt-4.1",
    });
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(
      /LLM check failed \(openai gpt-4\.1\): HTTP 401: the provider refused the API key: check OPENAI_API_KEY/,
    );
    expect(JSON.parse(out.stdout)).toMatchObject({ ok: false, structuredOutput: "not tried" });
    expect(replay.requests).toHaveLength(1);
  });

  it("an overloaded provider and an unreachable one: exit 1 with the reason", async () => {
    replay.reply(anthropicError(529, "overloaded_error", "Overloaded"));
    const overloaded = await check({
      ANTHROPIC_API_KEY: "sk-ant-check",
      LLM_BASE_URL: `${replay.origin}/v1`,
      LLM_MODEL: "claude-sonnet-4-5",
    });
    expect(overloaded.status).toBe(1);
    expect(overloaded.stderr).toMatch(/HTTP 529.*Overloaded/);
    const down = await check({
      OPENAI_API_KEY: "sk-check",
      LLM_BASE_URL: "http://127.0.0.1:9/v1",
      LLM_MODEL: "gpt-4.1",
    });
    expect(down.status).toBe(1);
    expect(down.stderr).toMatch(/LLM check failed/);
  });

  it.each([
    [
      "429 rate limited",
      () => openaiError(429, "rate_limit_exceeded", "Rate limit reached.", { "retry-after": "3" }),
      /HTTP 429.*Rate limit reached/,
    ],
    [
      "404 unknown model",
      () => openaiError(404, "model_not_found", "The model `gpt-9` does not exist."),
      /HTTP 404: the provider does not know this model/,
    ],
    [
      "an answer cut at max tokens",
      () => openaiReply('{"status": "o', { finishReason: "length" }),
      /token limit/,
    ],
    [
      "a refusal",
      () => openaiReply(null, { refusal: "I can't help with that." }),
      /refused or the provider's content filter/,
    ],
    ["invalid JSON", () => openaiReply("{not json"), /could not parse the response/],
    [
      "a schema mismatch",
      () => openaiReply(JSON.stringify({ status: "maybe", echo: "pong" })),
      /did not match schema/,
    ],
  ])("%s: exit 1 with the reason", async (_, reply, reason) => {
    replay.reply(reply());
    const out = await check({
      OPENAI_API_KEY: "sk-check",
      LLM_BASE_URL: `${replay.origin}/v1`,
      LLM_MODEL: "gpt-4.1",
    });
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(reason);
    expect(JSON.parse(out.stdout)).toMatchObject({ ok: false });
  });

  it("no provider configured: exit 1 saying which variables to set", async () => {
    const out = await check({});
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/No LLM provider is configured: set OPENAI_API_KEY/);
  });
});
