import "@/lib/test/test-db";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { generateStructured } from "./generate-structured";

// Recorded provider responses (see __fixtures__/README.md) replayed over real HTTP, so the
// AI SDK's own parsing of each provider's usage is what the stored counts come from.
const fixture = (name: string) => readFileSync(path.join(__dirname, "__fixtures__", name), "utf8");

const ZVerdict = z.object({
  thought: z.string(),
  label: z.enum(["VALID", "INVALID"]),
  justification: z.string(),
});

let server: http.Server;
let baseUrl = "";
let reply = "";
const requests: { url: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({ url: req.url ?? "", body: JSON.parse(Buffer.concat(chunks).toString()) });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

const SYSTEM = "You judge candidate patches.";
const PREFIX = "## The bug\n\nbug-1 report and rubric, the same for every patch of bug-1.\n\n";
const PATCH = "## The candidate patch\n\n--- a/x.c\n+++ b/x.c\n@@ -1 +1 @@\n-a\n+b\n";

const judge = (model: Parameters<typeof generateStructured>[0]["model"], tag: string) =>
  generateStructured({
    purpose: "judge",
    schema: ZVerdict,
    schemaName: "judge_verdict",
    prompt: {
      template: "judge-rubric",
      version: "2",
      system: SYSTEM,
      text: `${PREFIX}${PATCH}${tag}`,
      cachePrefix: PREFIX,
    },
    params: { temperature: 0 },
    model,
  });

describe("prompt-cache usage from the providers' wire format", () => {
  it("OpenAI chat: stores prompt_tokens_details.cached_tokens and prices them at the cached rate", async () => {
    reply = fixture("openai-chat-cached.json");
    const model = createOpenAI({ apiKey: "test-key", baseURL: baseUrl }).chat("gpt-4.1");
    const result = await judge(model, "openai");
    const row = await prisma.llmCall.findUniqueOrThrow({ where: { id: result.llmCallId } });
    expect(row).toMatchObject({
      provider: "openai",
      model: "gpt-4.1",
      inputTokens: 2006,
      cachedInputTokens: 1920,
      cacheWriteTokens: null,
      outputTokens: 48,
    });
    // gpt-4.1: (2006 − 1920) × 2.00 + 1920 × 0.50 + 48 × 8.00 per million.
    expect(row.costUsd).toBeCloseTo((86 * 2 + 1920 * 0.5 + 48 * 8) / 1e6, 12);
    expect(result.usage).toEqual({
      inputTokens: 2006,
      outputTokens: 48,
      cachedInputTokens: 1920,
      cacheWriteTokens: null,
    });
    // The wire request: instructions as the system message, then the bug's part, the patch last,
    // and one prompt_cache_key per shared prefix.
    const body = requests[0]!.body as {
      messages: { role: string; content: unknown }[];
      prompt_cache_key?: string;
    };
    expect(requests[0]!.url).toBe("/v1/chat/completions");
    expect(body.messages[0]).toEqual({ role: "system", content: SYSTEM });
    expect(body.messages[1]).toEqual({
      role: "user",
      content: [
        { type: "text", text: PREFIX },
        { type: "text", text: `${PATCH}openai` },
      ],
    });
    expect(body.prompt_cache_key).toMatch(/^[0-9a-f]{32}$/);
    await judge(model, "openai, another patch");
    expect((requests[1]!.body as { prompt_cache_key?: string }).prompt_cache_key).toBe(
      body.prompt_cache_key,
    );
  });

  it("Anthropic: marks the bug's part as a cache breakpoint, stores cache writes and reads, prices both", async () => {
    const model = createAnthropic({ apiKey: "test-key", baseURL: baseUrl })("claude-sonnet-4-5");
    reply = fixture("anthropic-messages-cache-write.json");
    const cold = await judge(model, "anthropic cold");
    reply = fixture("anthropic-messages-cache-read.json");
    const warm = await judge(model, "anthropic warm");
    const rows = await prisma.llmCall.findMany({
      where: { id: { in: [cold.llmCallId, warm.llmCallId] } },
    });
    const coldRow = rows.find((r) => r.id === cold.llmCallId)!;
    const warmRow = rows.find((r) => r.id === warm.llmCallId)!;
    // The AI SDK counts every input token: input_tokens + cache creation + cache read.
    expect(coldRow).toMatchObject({
      inputTokens: 2006,
      cachedInputTokens: 0,
      cacheWriteTokens: 1800,
      outputTokens: 52,
    });
    expect(warmRow).toMatchObject({
      inputTokens: 2006,
      cachedInputTokens: 1800,
      cacheWriteTokens: 0,
      outputTokens: 52,
    });
    // claude-sonnet-4-5: 3.00 input, 3.75 cache write, 0.30 cache read, 15.00 output per million.
    expect(coldRow.costUsd).toBeCloseTo((206 * 3 + 1800 * 3.75 + 52 * 15) / 1e6, 12);
    expect(warmRow.costUsd).toBeCloseTo((206 * 3 + 1800 * 0.3 + 52 * 15) / 1e6, 12);
    const body = requests[0]!.body as {
      system: { type: string; text: string }[];
      messages: { role: string; content: Record<string, unknown>[] }[];
    };
    expect(requests[0]!.url).toBe("/v1/messages");
    expect(body.system).toEqual([{ type: "text", text: SYSTEM }]);
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]!.content).toEqual([
      { type: "text", text: PREFIX, cache_control: { type: "ephemeral" } },
      { type: "text", text: `${PATCH}anthropic cold` },
    ]);
  });

  it("sends a prompt without a shared prefix as before: one plain user message, no cache key", async () => {
    reply = fixture("openai-chat-cached.json");
    const model = createOpenAI({ apiKey: "test-key", baseURL: baseUrl }).chat("gpt-4.1");
    await generateStructured({
      purpose: "judge",
      schema: ZVerdict,
      schemaName: "judge_verdict",
      prompt: { template: "judge-rubric", version: "1", text: `${PREFIX}${PATCH}v1` },
      model,
    });
    const body = requests[0]!.body as { messages: unknown[]; prompt_cache_key?: string };
    expect(body.messages).toEqual([{ role: "user", content: `${PREFIX}${PATCH}v1` }]);
    expect(body.prompt_cache_key).toBeUndefined();
  });

  it("refuses a cache prefix that is not the start of the text", async () => {
    await expect(
      generateStructured({
        purpose: "judge",
        schema: ZVerdict,
        schemaName: "judge_verdict",
        prompt: { template: "t", version: "2", text: "abc", cachePrefix: "xyz" },
        model: createOpenAI({ apiKey: "k", baseURL: baseUrl }).chat("gpt-4.1"),
      }),
    ).rejects.toThrow(/cachePrefix/);
    expect(requests).toHaveLength(0);
  });
});
