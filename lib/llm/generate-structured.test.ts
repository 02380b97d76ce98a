import "@/lib/test/test-db";
import { APICallError } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { generateStructured } from "./generate-structured";

const ZVerdict = z.object({ label: z.enum(["VALID", "INVALID"]), reason: z.string().min(1) });

function mockModel(
  text: string | (() => string),
  extra: { providerMetadata?: Record<string, Record<string, never[] | unknown>> } = {},
) {
  return new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: "text", text: typeof text === "string" ? text : text() }],
      finishReason: { unified: "stop", raw: "stop" },
      usage: {
        inputTokens: { total: 12, noCache: 12, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: 7, text: 7, reasoning: undefined },
      },
      warnings: [],
      ...(extra.providerMetadata ? { providerMetadata: extra.providerMetadata as never } : {}),
    }),
  });
}

const valid = JSON.stringify({ label: "VALID", reason: "fixes the bug" });
const call = (
  text: string,
  model: MockLanguageModelV3,
  more: Partial<Parameters<typeof generateStructured>[0]> = {},
) =>
  generateStructured({
    purpose: "judge",
    schema: ZVerdict,
    schemaName: "Verdict",
    prompt: { template: "judge", version: "1", text, system: "You are a judge." },
    params: { temperature: 0 },
    model,
    ...more,
  });

describe("generateStructured", () => {
  it("returns the object and writes one LlmCall row with tokens, prompt and params", async () => {
    const model = mockModel(valid);
    const result = await call("first prompt", model);
    expect(result).toMatchObject({
      object: { label: "VALID" },
      cached: false,
      usage: { inputTokens: 12, outputTokens: 7 },
    });
    const rows = await prisma.llmCall.findMany({ where: { prompt: { contains: "first prompt" } } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: result.llmCallId,
      purpose: "judge",
      provider: "mock-provider",
      model: "mock-model-id",
      promptTemplate: "judge",
      promptVersion: "1",
      prompt: "[system]\nYou are a judge.\n\n[user]\nfirst prompt",
      rawOutput: valid,
      error: null,
      inputTokens: 12,
      outputTokens: 7,
      costUsd: null,
      logprobs: null,
    });
    expect(JSON.parse(rows[0]!.params)).toEqual({ temperature: 0, schemaName: "Verdict" });
    expect(rows[0]!.latencyMs).toBeGreaterThanOrEqual(0);
    expect(model.doGenerateCalls[0]).toMatchObject({
      temperature: 0,
      responseFormat: { type: "json", name: "Verdict" },
    });
  });

  it("answers an identical request from the cache, and calls again with bypassCache", async () => {
    const model = mockModel(valid);
    const first = await call("cache prompt", model);
    const second = await call("cache prompt", model);
    expect(second).toMatchObject({
      cached: true,
      llmCallId: first.llmCallId,
      object: first.object,
      usage: first.usage,
    });
    expect(model.doGenerateCalls).toHaveLength(1);
    const third = await call("cache prompt", model, { bypassCache: true });
    expect(third.cached).toBe(false);
    expect(third.llmCallId).not.toBe(first.llmCallId);
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(await prisma.llmCall.count({ where: { prompt: { contains: "cache prompt" } } })).toBe(2);
    expect((await call("cache prompt", model)).llmCallId).toBe(third.llmCallId);
  });

  it("hashes params: different params call the model again", async () => {
    const model = mockModel(valid);
    const a = await call("params prompt", model);
    const b = await call("params prompt", model, { params: { temperature: 0.7 } });
    const c = await call("params prompt", model, { params: { temperature: 0, maxTokens: 50 } });
    expect(model.doGenerateCalls).toHaveLength(3);
    const hashes = await prisma.llmCall.findMany({
      where: { id: { in: [a.llmCallId, b.llmCallId, c.llmCallId] } },
      select: { requestHash: true },
    });
    expect(new Set(hashes.map((h) => h.requestHash)).size).toBe(3);
    expect(model.doGenerateCalls[2]).toMatchObject({ temperature: 0, maxOutputTokens: 50 });
  });

  it("logs a schema violation as an error row, throws INTERNAL, and never caches it", async () => {
    const bad = mockModel(JSON.stringify({ label: "MAYBE", reason: "" }));
    const error = await call("violation prompt", bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "INTERNAL",
      message: expect.stringMatching(/^LLM call failed: .*schema/),
    });
    const { llmCallId } = (error as AppError).details as { llmCallId: string };
    const row = await prisma.llmCall.findUniqueOrThrow({ where: { id: llmCallId } });
    expect(row.error).toMatch(/schema/);
    expect(row.rawOutput).toContain("MAYBE");
    expect(row.inputTokens).toBe(12);
    expect((error as AppError).cause).toBeDefined();

    const good = mockModel(valid);
    const retry = await call("violation prompt", good);
    expect(retry.cached).toBe(false);
    expect(good.doGenerateCalls).toHaveLength(1);
  });

  it("logs non-JSON output and HTTP errors with retry hints", async () => {
    const notJson = await call("text prompt", mockModel("sure, it is valid")).catch(
      (e: unknown) => e,
    );
    expect(notJson).toMatchObject({ code: "INTERNAL", details: { retryable: true } });
    const limited = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new APICallError({
          message: "Rate limit reached",
          url: "http://x/v1/chat/completions",
          requestBodyValues: {},
          statusCode: 429,
          responseHeaders: { "retry-after": "2" },
          isRetryable: true,
        });
      },
    });
    const err = await call("limited prompt", limited).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: "INTERNAL",
      message: "LLM call failed: HTTP 429: Rate limit reached",
    });
    expect((err as AppError).details).toMatchObject({ retryable: true, retryAfterMs: 2000 });
    const row = await prisma.llmCall.findFirstOrThrow({
      where: { prompt: { contains: "limited prompt" } },
    });
    expect(row).toMatchObject({ error: "HTTP 429: Rate limit reached", rawOutput: null });
  });

  it("never returns nor caches an answer cut off at the token limit (finish reason length)", async () => {
    const cutOff = (text: string) =>
      new MockLanguageModelV3({
        doGenerate: async () => ({
          content: [{ type: "text", text }],
          finishReason: { unified: "length", raw: "length" },
          usage: {
            inputTokens: { total: 12, noCache: 12, cacheRead: undefined, cacheWrite: undefined },
            outputTokens: { total: 4096, text: 4096, reasoning: undefined },
          },
          warnings: [],
        }),
      });
    // Whole JSON that happens to parse, and JSON cut in the middle: both are failures.
    for (const [prompt, text] of [
      ["cut-off prompt a", valid],
      ["cut-off prompt b", valid.slice(0, 20)],
    ] as const) {
      const model = cutOff(text);
      const err = await call(prompt, model).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({
        code: "INTERNAL",
        message: expect.stringMatching(/token limit \(finish reason length\)/),
      });
      const row = await prisma.llmCall.findFirstOrThrow({
        where: { prompt: { contains: prompt } },
      });
      expect(row.error).toMatch(/token limit/);
      expect(row.outputTokens).toBe(4096);
      await call(prompt, model).catch(() => null);
      expect(model.doGenerateCalls, "not answered from the cache").toHaveLength(2);
    }
  });

  it("stores logprobs from providerMetadata and prices known models named in settings", async () => {
    const logprobs = [{ token: "{", logprob: -0.05, top_logprobs: [] }];
    const model = mockModel(valid, { providerMetadata: { openai: { logprobs } } });
    const result = await call("logprob prompt", model, {
      params: { temperature: 0, logprobs: true },
      settings: { provider: "openai", model: "gpt-4.1-mini" },
    });
    const row = await prisma.llmCall.findUniqueOrThrow({ where: { id: result.llmCallId } });
    expect(JSON.parse(row.logprobs ?? "null")).toEqual(logprobs);
    expect(row).toMatchObject({ provider: "openai", model: "gpt-4.1-mini" });
    expect(row.costUsd).toBeCloseTo((12 * 0.4 + 7 * 1.6) / 1e6);
    expect(model.doGenerateCalls[0]?.providerOptions).toMatchObject({ openai: { logprobs: true } });
  });

  it("stores the model's raw text so transforming schemas still hit the cache", async () => {
    const ZLength = z.object({ reason: z.string().transform((r) => r.length) });
    const model = mockModel(JSON.stringify({ reason: "four" }));
    const run = () =>
      generateStructured({
        purpose: "judge",
        schema: ZLength,
        schemaName: "Length",
        prompt: { template: "judge", version: "1", text: "transform prompt" },
        model,
      });
    const first = await run();
    const second = await run();
    expect(first.object).toEqual({ reason: 4 });
    expect(second).toMatchObject({ cached: true, object: { reason: 4 } });
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("rejects an empty prompt before calling anything", async () => {
    const model = mockModel(valid);
    await expect(call("", model)).rejects.toThrow();
    expect(model.doGenerateCalls).toHaveLength(0);
  });
});
