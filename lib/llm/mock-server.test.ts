import "@/lib/test/test-db";
import { spawn } from "node:child_process";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { synthesizeFromSchema } from "@/scripts/mock-llm-schema.mjs";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { createLanguageModel } from "./create-language-model";
import { generateStructured } from "./generate-structured";
import { getLlmEnv } from "@/lib/env/get-llm-env";

const ZVerdict = z.object({
  label: z.enum(["VALID", "INVALID"]),
  reason: z.string().min(1),
  criteria: z.array(
    z.object({ id: z.string(), met: z.boolean(), weight: z.number().min(0).max(1) }),
  ),
  confidence: z.number().min(0).max(1).nullable(),
});

let server: TMockLlmServer;
beforeAll(async () => {
  server = await startMockLlmServer({ port: 0 });
});
afterAll(() => server.close());

const judge = (
  model: Parameters<typeof generateStructured>[0]["model"],
  text: string,
  logprobs = false,
) =>
  generateStructured({
    purpose: "judge",
    schema: ZVerdict,
    schemaName: "Verdict",
    prompt: { template: "judge", version: "1", text, system: "Judge the patch." },
    params: { temperature: 0, logprobs },
    model,
    bypassCache: true,
  });

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const post = (url: string, body: unknown, signal?: AbortSignal) =>
  fetch(`${url}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });

describe("mock LLM server", () => {
  it("listens on 127.0.0.1 and lists a model", async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/v1`);
    const models = await (await fetch(`${server.url}/models`)).json();
    expect(models.data[0].id).toBe("mock-model");
  });

  it("answers generateStructured through createOpenAI().chat with a schema-valid object, tokens and logprobs", async () => {
    const model = createOpenAI({ baseURL: server.url, apiKey: "test" }).chat("mock-model");
    const result = await judge(model, "Patch 1 adds a bounds check.", true);
    expect(ZVerdict.parse(result.object).label).toBe("VALID");
    expect(result.object.criteria).toHaveLength(2);
    expect(server.stats.lastRequest?.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "Verdict", strict: true },
    });
    const row = await prisma.llmCall.findUniqueOrThrow({ where: { id: result.llmCallId } });
    expect(row).toMatchObject({ provider: "openai", model: "mock-model", error: null });
    expect(row.inputTokens).toBeGreaterThan(5);
    expect(row.outputTokens).toBe(Math.ceil((row.rawOutput ?? "").length / 4));
    const logprobs = JSON.parse(row.logprobs ?? "[]") as { token: string; logprob: number }[];
    expect(logprobs.map((l) => l.token).join("")).toBe(row.rawOutput);
    expect(logprobs.every((l) => l.logprob === -0.05)).toBe(true);
  });

  it("sets every token's log-prob from a MOCK_LOGPROB marker", async () => {
    const model = createOpenAI({ baseURL: server.url, apiKey: "test" }).chat("mock-model");
    const result = await judge(model, "Patch 2 MOCK_LOGPROB=-0.4 adds a check.", true);
    const row = await prisma.llmCall.findUniqueOrThrow({ where: { id: result.llmCallId } });
    const logprobs = JSON.parse(row.logprobs ?? "[]") as { logprob: number }[];
    expect(logprobs.length).toBeGreaterThan(0);
    expect(logprobs.every((l) => l.logprob === -0.4)).toBe(true);
  });

  it("answers through createOpenAICompatible (structured outputs) and through createLanguageModel", async () => {
    const compatible = createOpenAICompatible({
      name: "compatible",
      baseURL: server.url,
      supportsStructuredOutputs: true,
    });
    const direct = await judge(compatible.chatModel("mock-model"), "Compatible patch review.");
    expect(ZVerdict.safeParse(direct.object).success).toBe(true);
    const env = getLlmEnv({ env: { LLM_BASE_URL: server.url, LLM_MODEL: "local-model" } });
    const configured = await judge(
      createLanguageModel({ settings: env }),
      "Configured patch review.",
      true,
    );
    expect(ZVerdict.safeParse(configured.object).success).toBe(true);
    expect(server.stats.lastRequest).toMatchObject({
      model: "local-model",
      logprobs: true,
      response_format: { type: "json_schema" },
    });
    const row = await prisma.llmCall.findUniqueOrThrow({ where: { id: configured.llmCallId } });
    expect(row.provider).toBe("compatible");
    expect(JSON.parse(row.logprobs ?? "[]").length).toBeGreaterThan(0);
  });

  it("reports cached prompt tokens for leading messages and parts it has seen before", async () => {
    const fresh = await startMockLlmServer();
    try {
      const model = createOpenAICompatible({
        name: "compatible",
        baseURL: fresh.url,
        supportsStructuredOutputs: true,
      }).chatModel("mock-model");
      const system = "Instructions that never change. ".repeat(8);
      const prefix = "Bug 7: its report and rubric, shared by all its patches. ".repeat(10);
      const ask = (patch: string, cachePrefix = prefix) =>
        generateStructured({
          purpose: "judge",
          schema: ZVerdict,
          schemaName: "Verdict",
          prompt: {
            template: "judge",
            version: "2",
            system,
            text: `${cachePrefix}${patch}`,
            cachePrefix,
          },
          model,
        });
      const cold = await ask("patch A");
      const warm = await ask("patch B");
      const otherBug = await ask("patch C", "Bug 8: another report. ".repeat(10));
      expect(cold.usage.cachedInputTokens).toBe(0);
      expect(warm.usage.cachedInputTokens).toBe(Math.floor((system.length + prefix.length) / 4));
      // Another bug shares only the system message.
      expect(otherBug.usage.cachedInputTokens).toBe(Math.floor(system.length / 4));
      const row = await prisma.llmCall.findUniqueOrThrow({ where: { id: warm.llmCallId } });
      expect(row.cachedInputTokens).toBe(warm.usage.cachedInputTokens);
      expect(row.inputTokens).toBeGreaterThan(row.cachedInputTokens ?? Infinity);
      expect(fresh.stats.lastRequest?.messages[1]?.content).toEqual([
        { type: "text", text: "Bug 8: another report. ".repeat(10) },
        { type: "text", text: "patch C" },
      ]);
    } finally {
      await fresh.close();
    }
  });

  it("steers enum answers with MOCK_LABEL=VALID / MOCK_LABEL=INVALID", async () => {
    const model = createOpenAI({ baseURL: server.url, apiKey: "test" }).chat("mock-model");
    expect((await judge(model, "Review this. MOCK_LABEL=INVALID")).object.label).toBe("INVALID");
    expect((await judge(model, "Review this. MOCK_LABEL=VALID")).object.label).toBe("VALID");
    expect((await judge(model, "Review this. MOCK_LABEL=MAYBE")).object.label).toBe("VALID");
  });

  it("steers enum answers with MOCK_INVALID_IF=<word>: INVALID when the word occurs elsewhere", async () => {
    const model = createOpenAI({ baseURL: server.url, apiKey: "test" }).chat("mock-model");
    const rubric = "Rubric: MOCK_INVALID_IF=TODO";
    expect((await judge(model, `${rubric}\nPatch: +// TODO later`)).object.label).toBe("INVALID");
    expect((await judge(model, `${rubric}\nPatch: +if (n == 0) return;`)).object.label).toBe(
      "VALID",
    );
  });

  it("uses respond() for the content, and refuses streaming", async () => {
    const custom = await startMockLlmServer({
      respond: (req) => ({
        label: "INVALID",
        reason: `saw ${req.messages.length} messages`,
        criteria: [],
        confidence: null,
      }),
    });
    try {
      const result = await judge(
        createOpenAI({ baseURL: custom.url, apiKey: "t" }).chat("m"),
        "respond prompt",
      );
      expect(result.object).toEqual({
        label: "INVALID",
        reason: "saw 2 messages",
        criteria: [],
        confidence: null,
      });
      const streamed = await post(custom.url, {
        model: "m",
        stream: true,
        messages: [{ role: "user", content: "x" }],
      });
      expect(streamed.status).toBe(400);
      expect((await streamed.json()).error.message).toMatch(/stream: true/);
      const text = await (
        await post(custom.url, { model: "m", messages: [{ role: "user", content: "x" }] })
      ).json();
      expect(text.choices[0].message.content).toContain("INVALID");
    } finally {
      await custom.close();
    }
  });

  it("answers forced tool calls with arguments valid against the tool's parameters", async () => {
    const parameters = z.toJSONSchema(ZVerdict);
    const body = {
      model: "m",
      messages: [{ role: "user", content: "MOCK_LABEL=INVALID please" }],
      tools: [{ type: "function", function: { name: "json", parameters } }],
      tool_choice: { type: "function", function: { name: "json" } },
    };
    const reply = await (await post(server.url, body)).json();
    const call = reply.choices[0].message.tool_calls[0];
    expect(reply.choices[0].finish_reason).toBe("tool_calls");
    expect(ZVerdict.parse(JSON.parse(call.function.arguments)).label).toBe("INVALID");
  });

  it("synthesizes values for nested, referenced, bounded and union schemas", () => {
    const ZNode = z.object({ name: z.string().min(40).max(60), tags: z.array(z.string()).min(3) });
    const ZDeep = z.object({
      count: z.number().int().min(3).max(9),
      ratio: z.number().gt(1),
      when: z.iso.datetime(),
      mail: z.email(),
      node: ZNode,
      nodes: z.array(ZNode).max(1),
      either: z.union([z.object({ kind: z.literal("a"), n: z.number() }), z.string()]),
      maybe: z.string().nullable(),
      optional: z.string().optional(),
      pair: z.tuple([z.string(), z.boolean()]),
    });
    for (const target of ["draft-7", "draft-2020-12"] as const) {
      const value = synthesizeFromSchema(z.toJSONSchema(ZDeep, { target }), {
        sentence: "Mock answer.",
        label: null,
      });
      expect(ZDeep.safeParse(value).error).toBeUndefined();
    }
  });

  it("injects deterministic, evenly mixed faults with errorRate 1", async () => {
    const statuses = async (seed: number) => {
      const faulty = await startMockLlmServer({ errorRate: 1, seed });
      const out: string[] = [];
      try {
        for (let i = 0; i < 8; i++) {
          const body = {
            model: "m",
            messages: [{ role: "user", content: "x" }],
            response_format: { type: "json_object" },
          };
          const res = await post(faulty.url, body, AbortSignal.timeout(300)).catch(() => null);
          if (!res) out.push("timeout");
          else if (res.status !== 200)
            out.push(`${res.status}${res.headers.get("retry-after") ? "+retry-after" : ""}`);
          else {
            const content = (await res.json()).choices[0].message.content as string;
            out.push(isJson(content) ? "json" : "malformed");
          }
        }
        expect(faulty.stats.faults).toEqual({
          rateLimit: 2,
          serverError: 2,
          malformed: 2,
          timeout: 2,
          outage: 0,
        });
        expect(faulty.stats.ok).toBe(0);
      } finally {
        await faulty.close();
      }
      return out;
    };
    const first = await statuses(7);
    expect(new Set(first)).toEqual(new Set(["429+retry-after", "500", "malformed", "timeout"]));
    expect(await statuses(7)).toEqual(first);
  });

  it("turns faults into logged AppErrors through generateStructured, including timeouts", async () => {
    const faulty = await startMockLlmServer({ errorRate: 1, seed: 3 });
    try {
      const model = createOpenAI({ baseURL: faulty.url, apiKey: "test" }).chat("mock-model");
      const reasons: string[] = [];
      for (let i = 0; i < 4; i++) {
        const err = await generateStructured({
          purpose: "judge",
          schema: ZVerdict,
          schemaName: "Verdict",
          prompt: { template: "judge", version: "1", text: `fault ${i}` },
          model,
          settings: { timeoutMs: 400 },
        }).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(AppError);
        const { llmCallId } = (err as AppError).details as { llmCallId: string };
        const row = await prisma.llmCall.findUniqueOrThrow({ where: { id: llmCallId } });
        expect(row.error).toBeTruthy();
        reasons.push(row.error ?? "");
      }
      expect(reasons.some((r) => r.startsWith("HTTP 429"))).toBe(true);
      expect(reasons.some((r) => r.startsWith("HTTP 500"))).toBe(true);
      expect(reasons.some((r) => /could not parse/.test(r))).toBe(true);
      expect(reasons.some((r) => /timed out|abort/i.test(r))).toBe(true);
      expect(JSON.stringify(reasons)).not.toContain("test");
    } finally {
      await faulty.close();
    }
  });

  it("frees its port on close()", async () => {
    const temp = await startMockLlmServer({});
    await temp.close();
    await expect(fetch(`${temp.url}/models`)).rejects.toThrow();
    const again = await startMockLlmServer({ port: temp.port });
    expect(again.port).toBe(temp.port);
    await again.close();
  });

  it("runs as a CLI", async () => {
    const child = spawn(
      process.execPath,
      ["scripts/mock-llm-server.mjs", "--port", "0", "--latency", "5", "--seed", "2"],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          const match = /(http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(chunk.toString());
          if (match?.[1]) resolve(match[1]);
        });
        child.once("exit", (code) => reject(new Error(`exited ${code}`)));
      });
      const reply = await (
        await post(url, { model: "m", messages: [{ role: "user", content: "hi" }] })
      ).json();
      expect(reply.choices[0].message.content).toBe("mock answer");
    } finally {
      child.kill("SIGTERM");
    }
  });
});
