import "@/lib/test/test-db";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { createJudgeModel } from "../config/create-judge-model";
import { computeConfidence } from "../scoring/compute-confidence";
import { computeJudgeVerdict, type TJudgeVerdictConfig } from "../scoring/compute-judge-verdict";
import { buildAnthropicBatchBody } from "./build-anthropic-batch-body";
import { buildOpenAiBatchFile } from "./build-openai-batch-file";
import { parseAnthropicBatchResults, parseOpenAiBatchOutput } from "./parse-batch-results";
import { readBatchAnswer } from "./read-batch-answer";
import { readBatchState } from "./read-batch-state";
import { renderBatchRequest, type TJudgeCallInput } from "./render-batch-request";
import { batchBaseUrl } from "./create-run-batch-client";

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");
const lines = (text: string) =>
  text
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as unknown);

describe("batch request files (published shapes)", () => {
  it("writes the OpenAI input file line for line as the Batch guide's example", () => {
    const published = lines(fixture("openai-batch-input.jsonl")) as {
      custom_id: string;
      body: Record<string, unknown>;
    }[];
    const file = buildOpenAiBatchFile({
      requests: published.map((l) => ({ customId: l.custom_id, body: l.body })),
    });
    expect(file.endsWith("\n")).toBe(true);
    expect(lines(file)).toEqual(published);
  });

  it("writes Anthropic's batch body as requests of {custom_id, params}, never streamed", () => {
    const params = {
      model: "claude-3-7-sonnet",
      max_tokens: 1024,
      messages: [{ role: "user", content: "Hello, world" }],
    };
    expect(
      buildAnthropicBatchBody({
        requests: [
          { customId: "my-first-request", body: params },
          { customId: "my-second-request", body: { ...params, stream: false } },
        ],
      }),
    ).toEqual({
      requests: [
        { custom_id: "my-first-request", params },
        { custom_id: "my-second-request", params },
      ],
    });
  });
});

describe("batch results (published examples)", () => {
  it("reads the OpenAI output file: 200 responses are answers, keyed by custom_id", () => {
    const out = parseOpenAiBatchOutput({ text: fixture("openai-batch-output.jsonl") });
    expect(out.map((o) => [o.customId, o.ok])).toEqual([
      ["request-2", true],
      ["request-1", true],
    ]);
    const first = out[0] as { body: { choices: { message: { content: string } }[] } };
    expect(first.body.choices[0]!.message.content).toBe("Hello.");
  });

  it("reads the OpenAI error file: an expired request and a non-2xx response are failures with their reason", () => {
    const out = parseOpenAiBatchOutput({ text: fixture("openai-batch-errors.jsonl") });
    expect(out).toEqual([
      {
        customId: "request-3",
        ok: false,
        reason:
          "batch_expired: This request could not be executed before the completion window expired.",
      },
      {
        customId: "request-4",
        ok: false,
        reason: "HTTP 400: Invalid 'max_tokens': integer above maximum value.",
      },
    ]);
  });

  it("reads Anthropic results: succeeded messages, errored (both documented shapes), canceled, expired", () => {
    const out = parseAnthropicBatchResults({
      text: fixture("anthropic-results.jsonl") + "not json\n\n",
    });
    expect(out.map((o) => [o.customId, o.ok])).toEqual([
      ["my-second-request", true],
      ["my-first-request", true],
      ["my-third-request", false],
      ["my-fourth-request", false],
      ["my-fifth-request", false],
      ["my-sixth-request", false],
    ]);
    const reasons = out.filter((o) => !o.ok).map((o) => (o as { reason: string }).reason);
    expect(reasons[0]).toBe("errored: invalid_request_error: max_tokens: Field required");
    expect(reasons[1]).toBe("errored: invalid_request: Validation error: messages: Field required");
    expect(reasons[2]).toMatch(/^canceled/);
    expect(reasons[3]).toMatch(/^expired/);
  });

  it("reads the published batch objects of both APIs", () => {
    expect(
      readBatchState({ api: "openai", batch: JSON.parse(fixture("openai-batch.json")) }),
    ).toEqual({
      providerBatchId: "batch_abc123",
      providerStatus: "completed",
      phase: "ended",
      succeeded: 95,
      errored: 5,
      outputFileId: "file-cvaTdG",
      errorFileId: "file-HOWS94",
      resultsUrl: null,
      failure: null,
    });
    const anthropic = readBatchState({
      api: "anthropic",
      batch: JSON.parse(fixture("anthropic-batch.json")),
    });
    expect(anthropic).toMatchObject({
      providerBatchId: "msgbatch_013Zva2CMHLNnXjNJJKqJ2EF",
      providerStatus: "in_progress",
      phase: "running",
      succeeded: 50,
      errored: 50,
    });
    expect(anthropic.resultsUrl).toMatch(
      /\/v1\/messages\/batches\/msgbatch_013Zva2CMHLNnXjNJJKqJ2EF\/results$/,
    );
    for (const status of ["validating", "in_progress", "finalizing", "cancelling"])
      expect(readBatchState({ api: "openai", batch: { id: "b", status } }).phase).toBe("running");
    for (const status of ["completed", "failed", "expired", "cancelled"])
      expect(readBatchState({ api: "openai", batch: { id: "b", status } }).phase).toBe("ended");
    expect(
      readBatchState({
        api: "openai",
        batch: {
          id: "b",
          status: "failed",
          errors: { data: [{ code: "invalid_json_line", message: "bad" }] },
        },
      }).failure,
    ).toBe("The batch failed validation: invalid_json_line: bad");
  });

  it("derives the API base from an online call's URL", () => {
    expect(batchBaseUrl("https://api.openai.com/v1/chat/completions")).toBe(
      "https://api.openai.com/v1",
    );
    expect(batchBaseUrl("https://api.anthropic.com/v1/messages")).toBe(
      "https://api.anthropic.com/v1",
    );
  });
});

describe("judge requests and answers, as the online path makes and reads them", () => {
  let server: TMockLlmServer;
  const saved = { ...process.env };
  const config = (provider: string, model: string): TJudgeVerdictConfig => ({
    provider,
    model,
    temperature: 0,
    maxTokens: 512,
    reference: "report_only",
    promptTemplate: "judge-report-only",
    promptVersion: "1",
    threshold: null,
  });
  const input = (provider: string, model: string, sample = 0): TJudgeCallInput => ({
    config: config(provider, model),
    template: loadPrompt({ name: "judge-report-only.v1" }).body,
    bug: {
      externalId: "BUG-1",
      title: "Off by one",
      bugType: "logic",
      language: "c",
      report: "The loop skips the last element. MOCK_LABEL=VALID",
      groundTruthPatch: "--- a/x.c\n+++ b/x.c\n@@ -1 +1 @@\n-a\n+b\n",
    },
    candidatePatch: "--- a/x.c\n+++ b/x.c\n@@ -1 +1 @@\n-a\n+c\n",
    referenceText: null,
    sample,
  });

  beforeAll(async () => {
    server = await startMockLlmServer({ port: 0 });
    Object.assign(process.env, {
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: server.url,
      LLM_MODEL: "mock-judge",
      OPENAI_API_KEY: "sk-test-openai",
      ANTHROPIC_API_KEY: "sk-ant-test",
    });
  });
  afterAll(async () => {
    process.env = saved;
    await server.close();
  });

  it("renders exactly the body the online call sends (same prompt, schema, logprobs)", async () => {
    const i = input("openai-compatible", "mock-judge", 1);
    const online = await computeJudgeVerdict({
      ...i,
      model: createJudgeModel({ provider: "openai-compatible", model: "mock-judge" }),
    });
    expect(online.cached).toBe(false);
    const rendered = await renderBatchRequest(i);
    expect(rendered.body).toEqual(server.stats.lastRequest);
    expect(rendered.body).toMatchObject({
      logprobs: true,
      response_format: { type: "json_schema" },
    });
    expect(rendered.url).toBe(`${server.url}/chat/completions`);
    // The same cache key as the online call: a batch answer serves later online calls and back.
    const again = await computeJudgeVerdict({
      ...i,
      model: createJudgeModel({ provider: "openai-compatible", model: "mock-judge" }),
    });
    expect(again).toMatchObject({ cached: true, llmCallId: online.llmCallId });
    const stored = await prisma.llmCall.findUniqueOrThrow({
      where: { id: online.llmCallId! },
      select: { requestHash: true },
    });
    expect(rendered.prepared.requestHash).toBe(stored.requestHash);
  });

  it("never serves an answer cached from one server for another with the same model name", async () => {
    const i = input("openai-compatible", "mock-judge", 2);
    const judge = () =>
      computeJudgeVerdict({
        ...i,
        model: createJudgeModel({ provider: "openai-compatible", model: "mock-judge" }),
      });
    const first = await judge();
    expect(first.cached).toBe(false);
    const other = await startMockLlmServer({ port: 0 });
    try {
      process.env.LLM_BASE_URL = other.url;
      const elsewhere = await judge();
      expect(elsewhere.cached).toBe(false);
      expect(other.stats.completions).toBe(1);
      // The batch path keys by the same server as the online one.
      expect((await renderBatchRequest(i)).prepared.requestHash).not.toBe(
        (await prisma.llmCall.findUniqueOrThrow({ where: { id: first.llmCallId! } })).requestHash,
      );
      // JSON mode asks differently: it is sent, not served the answer cached without it (the
      // mock's generic JSON object then fails the judge's schema).
      process.env.LLM_JSON_MODE = "json_object";
      await expect(judge()).rejects.toThrow(/label/);
      expect(other.stats.completions).toBe(2);
    } finally {
      process.env.LLM_BASE_URL = server.url;
      delete process.env.LLM_JSON_MODE;
      await other.close();
    }
    expect(await judge()).toMatchObject({ cached: true, llmCallId: first.llmCallId });
  });

  it("renders Anthropic requests with its key and version headers, nothing sent", async () => {
    const before = server.stats.requests;
    const rendered = await renderBatchRequest(input("anthropic", "claude-sonnet-4-5"));
    expect(server.stats.requests).toBe(before);
    expect(rendered.url).toBe("https://api.anthropic.com/v1/messages");
    expect(rendered.headers).toMatchObject({
      "x-api-key": "sk-ant-test",
      "anthropic-version": "2023-06-01",
    });
    expect(rendered.body).toMatchObject({
      model: "claude-sonnet-4-5",
      max_tokens: 512,
      temperature: 0,
    });
    expect(rendered.body).not.toHaveProperty("logprobs");
  });

  it("reads a chat completion from a batch output line like an online answer, confidence from its logprobs", async () => {
    const published = lines(fixture("openai-batch-output.jsonl"))[0] as {
      response: { body: { choices: { message: { content: string }; logprobs: unknown }[] } };
    };
    const body = structuredClone(published.response.body);
    body.choices[0]!.message.content = JSON.stringify({
      thought: "t",
      label: "VALID",
      justification: "j",
    });
    body.choices[0]!.logprobs = {
      content: [
        { token: "{", logprob: -0.1, top_logprobs: [] },
        { token: "}", logprob: -0.3, top_logprobs: [] },
      ],
    };
    const answer = await readBatchAnswer({ input: input("openai", "gpt-4.1-mini"), body });
    expect(answer.object).toEqual({ thought: "t", label: "VALID", justification: "j" });
    expect([answer.inputTokens, answer.outputTokens]).toEqual([22, 2]);
    expect(computeConfidence({ label: "VALID", logprobs: answer.logprobs })).toBeCloseTo(
      Math.exp(-0.2),
      10,
    );
  });

  it("reads an Anthropic batch message (the published example's shape) and refuses one that misses the schema", async () => {
    const published = lines(fixture("anthropic-results.jsonl"))[0] as {
      result: { message: { content: { type: string; text: string }[] } };
    };
    const message = structuredClone(published.result.message);
    message.content[0]!.text = JSON.stringify({
      thought: "t",
      label: "INVALID",
      justification: "j",
    });
    const answer = await readBatchAnswer({
      input: input("anthropic", "claude-sonnet-4-5"),
      body: message,
    });
    expect(answer.object.label).toBe("INVALID");
    expect([answer.inputTokens, answer.outputTokens]).toEqual([11, 36]);
    expect(answer.logprobs).toBeNull();
    await expect(
      readBatchAnswer({
        input: input("anthropic", "claude-sonnet-4-5"),
        body: published.result.message,
      }),
    ).rejects.toThrow();
  });
});
