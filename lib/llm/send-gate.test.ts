import "@/lib/test/test-db";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { MockLanguageModelV3 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { getLlmEnv } from "@/lib/env/get-llm-env";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { createLanguageModel } from "./create-language-model";
import { fetchBuffered } from "./fetch-buffered";
import { generateStructured } from "./generate-structured";
import { openSendGate, SEND_GATE_HEADER } from "./send-gate";

/** A promise and the function that resolves it. */
function latch() {
  let open: () => void = () => {};
  let fail: (e: Error) => void = () => {};
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}
const tick = () => new Promise((r) => setTimeout(r, 50));

/**
 * A beforeSend that waits on `gate`, and `asked`: resolved once the call reached it (a request
 * built, the cache missed). Failing the gate before then would be a rejection nobody awaits yet.
 */
function gatedBy(gate: ReturnType<typeof latch>) {
  let reached: () => void = () => {};
  const asked = new Promise<void>((resolve) => (reached = resolve));
  const beforeSend = () => {
    reached();
    return gate.promise;
  };
  return { asked, beforeSend };
}

describe("send gate in fetchBuffered", () => {
  let server: http.Server;
  let base = "";
  const seen: http.IncomingHttpHeaders[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.headers);
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("holds a request at its gate until the gate opens, and never sends the gate's header", async () => {
    const gate = latch();
    const sendGate = openSendGate({ wait: () => gate.promise });
    const headers = { "content-type": "text/plain", ...sendGate.headers };
    const res = fetchBuffered(`${base}/x`, { method: "POST", headers, body: "hi" });
    await tick();
    expect(seen).toHaveLength(0);
    expect(sendGate.passed()).toBe(false);
    gate.open();
    expect(await (await res).text()).toBe("ok");
    expect(sendGate.passed()).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]![SEND_GATE_HEADER]).toBeUndefined();
    expect(seen[0]!["content-type"]).toBe("text/plain");
    // The caller's headers are left as they were.
    expect(headers[SEND_GATE_HEADER as keyof typeof headers]).toBeDefined();
    sendGate.close();
  });
});

describe("generateStructured with beforeSend", () => {
  const ZAnswer = z.object({ label: z.enum(["VALID", "INVALID"]), reason: z.string().min(1) });
  let llm: TMockLlmServer;
  beforeAll(async () => {
    llm = await startMockLlmServer({ port: 0 });
  });
  afterAll(() => llm.close());
  const model = () =>
    createLanguageModel({
      settings: getLlmEnv({ env: { LLM_BASE_URL: llm.url, LLM_MODEL: "gate-model" } }),
    });
  const judge = (text: string, beforeSend: () => Promise<void>, m = model()) =>
    generateStructured({
      purpose: "judge",
      schema: ZAnswer,
      schemaName: "Answer",
      prompt: { template: "judge", version: "1", text, system: "Judge the patch." },
      params: { temperature: 0 },
      model: m,
      beforeSend,
    });
  const logged = (text: string) =>
    prisma.llmCall.count({ where: { model: "gate-model", prompt: { contains: text } } });

  it("builds the request, sends it only once beforeSend resolves, and logs the call", async () => {
    const gate = latch();
    const before = llm.stats.completions;
    const { asked, beforeSend } = gatedBy(gate);
    const result = judge("Gated review one.", beforeSend);
    await asked;
    await tick();
    expect(llm.stats.completions).toBe(before);
    gate.open();
    const { object, llmCallId } = await result;
    expect(ZAnswer.safeParse(object).success).toBe(true);
    expect(llm.stats.completions).toBe(before + 1);
    expect(await prisma.llmCall.count({ where: { id: llmCallId } })).toBe(1);
  });

  it("logs no call when it is given up before its turn (no request went out)", async () => {
    const gate = latch();
    const before = llm.stats.completions;
    const { asked, beforeSend } = gatedBy(gate);
    const result = judge("Gated review two.", beforeSend);
    await asked;
    gate.fail(new Error("Given up before its turn to call."));
    await expect(result).rejects.toThrow("Given up before its turn");
    expect(llm.stats.completions).toBe(before);
    expect(await logged("Gated review two.")).toBe(0);
  });

  it("fails rather than call without waiting when the model's HTTP client has no gate", async () => {
    const noGate = new MockLanguageModelV3({
      doGenerate: async () => ({
        content: [{ type: "text", text: JSON.stringify({ label: "VALID", reason: "ok" }) }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 1, text: 1, reasoning: undefined },
        },
        warnings: [],
      }),
    });
    await expect(judge("Gated review three.", async () => {}, noGate as never)).rejects.toThrow(
      /did not hold the request at its send gate/,
    );
  });

  /** A provider whose first answer is a retryable 500 (after 100 ms, retry after `retryAfterMs`), then a valid one after 100 ms. */
  async function failingOnce(retryAfterMs: number) {
    let attempts = 0;
    const server = http.createServer((req, res) => {
      attempts++;
      setTimeout(() => {
        if (attempts === 1)
          return res
            .writeHead(500, { "retry-after-ms": String(retryAfterMs) })
            .end('{"error":{"message":"busy"}}');
        const content = JSON.stringify({ label: "VALID", reason: "late" });
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: "c1",
            object: "chat.completion",
            created: 0,
            model: "gate-model",
            choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      }, 100);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    const call = (text: string, timeoutMs: number) =>
      generateStructured({
        purpose: "judge",
        schema: ZAnswer,
        schemaName: "Answer",
        prompt: { template: "judge", version: "1", text, system: "Judge." },
        model: createLanguageModel({
          settings: getLlmEnv({ env: { LLM_BASE_URL: url, LLM_MODEL: "gate-model" } }),
        }),
        settings: { timeoutMs },
        maxRetries: 1,
        beforeSend: async () => {},
      });
    return { call, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it("times a retried call from its first attempt: the logged latency covers both", async () => {
    const provider = await failingOnce(10);
    try {
      const { llmCallId, object } = await provider.call("Gated retry one.", 5000);
      expect(object).toEqual({ label: "VALID", reason: "late" });
      const row = await prisma.llmCall.findUniqueOrThrow({ where: { id: llmCallId } });
      expect(row.latencyMs).toBeGreaterThanOrEqual(200);
    } finally {
      await provider.close();
    }
  });

  it("times out over all of a call's attempts, the wait between them included", async () => {
    const provider = await failingOnce(2000);
    try {
      const started = performance.now();
      await expect(provider.call("Gated retry two.", 1000)).rejects.toThrow(/timeout|abort/i);
      expect(performance.now() - started).toBeLessThan(1900);
      const row = await prisma.llmCall.findFirstOrThrow({
        where: { model: "gate-model", prompt: { contains: "Gated retry two." } },
      });
      expect(row.error).not.toBeNull();
      expect(row.latencyMs).toBeGreaterThanOrEqual(990);
    } finally {
      await provider.close();
    }
  });
});
