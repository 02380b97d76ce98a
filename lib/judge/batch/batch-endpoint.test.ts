import "@/lib/test/test-db";
import { generateText } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { llmEndpointOf } from "@/lib/llm/llm-endpoint-of";
import { createProject } from "@/lib/projects/create-project";
import { until } from "@/lib/test/until";
import { createJudgeConfig } from "../config/create-judge-config";
import { createJudgeModel } from "../config/create-judge-model";
import type { TJudgeTarget } from "../config/read-judge-targets";
import { cancelJudgeRun } from "../queue/cancel-judge-run";
import { startJudgeRun } from "../queue/start-judge-run";
import { getJudgeRun } from "../results/get-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "../schemas";
import { claimJudgeBatches } from "./claim-judge-batches";
import { createBatchWorker } from "./create-batch-worker";
import { planJudgeBatches } from "./plan-judge-batches";
import { importDemoData } from "@/lib/test/import-demo-data";

// Several workers on one database, each with the LLM targets of its own environment: a provider
// batch is planned and sent only by a worker of its provider, and once sent it is polled and
// collected only by a worker calling the endpoint it was sent to. Another server (or none)
// would get 404 for its id and hand every job back to online judging while the provider's batch
// still ran, and was billed.

const A = "http://127.0.0.1:4201";
const B = "http://127.0.0.1:4202";
const compatible = (baseUrl: string): TJudgeTarget => ({
  provider: "openai-compatible",
  baseUrl,
  keyVariable: null,
});
const anthropic: TJudgeTarget = {
  provider: "anthropic",
  baseUrl: null,
  keyVariable: "ANTHROPIC_API_KEY",
};
const lease = () => new Date(Date.now() + 60_000);
const claim = (targets: TJudgeTarget[]) =>
  claimJudgeBatches({ workerId: "w", limit: 10, leaseUntil: lease(), targets });
const release = (id: string) =>
  prisma.judgeBatch.update({ where: { id }, data: { workerId: null, leaseUntil: null } });

let projectId = "";
let server: TMockLlmServer;
let runs = 0;

/** A batch-mode run of an openai-compatible judge, queued by a process whose server is `baseUrl`. */
async function startBatchRun(baseUrl: string) {
  process.env.LLM_PROVIDER = "openai-compatible";
  process.env.LLM_BASE_URL = baseUrl;
  process.env.LLM_MODEL = "mock-judge";
  const config = await createJudgeConfig({
    projectId,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name: `endpoint-${++runs}`,
      provider: "openai-compatible",
      model: "mock-judge",
      reference: "report_only",
      samples: 1,
      // No answer from another run's cache.
      maxTokens: 1000 + runs,
    }),
  });
  const run = await startJudgeRun({
    projectId,
    actorId: null,
    input: ZStartJudgeRun.parse({ configId: config.id, mode: "batch" }),
  });
  return run.id;
}

beforeAll(async () => {
  server = await startMockLlmServer({ port: 0, batchProcessingMs: 100 });
  projectId = (
    await createProject({
      input: { slug: "batch-endpoint", name: "Batch endpoint", description: "" },
      actorId: null,
    })
  ).id;
  await importDemoData({ projectId });
});
afterAll(() => server.close());

describe("provider batches and the workers that can reach them", () => {
  it("plans and sends only with the provider, polls only at the endpoint it was sent to; an unreachable batch waits, open", async () => {
    const runId = await startBatchRun(`${A}/v1`);
    // A worker of another provider neither plans the run nor claims its batch.
    expect(await planJudgeBatches({ targets: [anthropic] })).toBe(0);
    expect(await prisma.judgeBatch.count({ where: { runId } })).toBe(0);
    expect(await planJudgeBatches({ targets: [compatible(A)] })).toBe(1);
    const planned = await prisma.judgeBatch.findFirstOrThrow({ where: { runId } });
    expect(planned).toMatchObject({ status: "created", endpoint: null });
    expect(await claim([anthropic])).toEqual([]);
    expect(await claim([])).toEqual([]);
    // Not sent yet: any worker of the provider may send it (and records where).
    expect((await claim([compatible(B)])).map((b) => b.id)).toEqual([planned.id]);
    await release(planned.id);

    // Sent by A: only a worker calling A's endpoint claims it.
    await prisma.judgeBatch.update({
      where: { id: planned.id },
      data: {
        status: "submitted",
        endpoint: A,
        providerBatchId: "batch_sent_by_a",
        nextPollAt: new Date(Date.now() - 1000),
      },
    });
    expect(await claim([compatible(B)])).toEqual([]);
    expect(await claim([anthropic])).toEqual([]);
    expect((await claim([compatible(A)])).map((b) => b.id)).toEqual([planned.id]);
    await release(planned.id);

    // B's batch worker runs a while: it never asks its server about A's batch, nor gives it up.
    const calls: string[] = [];
    const notFound: typeof fetch = async (url) => {
      calls.push(String(url));
      return new Response(JSON.stringify({ error: { message: "No batch found" } }), {
        status: 404,
        headers: { "content-type": "application/json" },
      });
    };
    const b = createBatchWorker({
      targets: [compatible(B)],
      pollMs: 20,
      batchPollMs: 20,
      fetch: notFound,
    });
    // A negative: many claim rounds (every 20 ms) have passed by then.
    await new Promise((r) => setTimeout(r, 1000));
    await b.stop();
    expect(calls).toEqual([]);
    expect(await prisma.judgeBatch.findUniqueOrThrow({ where: { id: planned.id } })).toMatchObject({
      status: "submitted",
      providerBatchId: "batch_sent_by_a",
      workerId: null,
    });
    expect(await prisma.judgeJob.count({ where: { runId, status: { not: "running" } } })).toBe(0);

    // The run page says no running worker can reach the batch, and where it waits.
    const now = new Date();
    await prisma.judgeWorker.create({
      data: { id: "worker-b", serves: JSON.stringify([compatible(B)]), seenAt: now },
    });
    try {
      const view = await getJudgeRun({ projectId, runId });
      expect(view.batches).toMatchObject([{ endpoint: A, open: true }]);
      expect(view.stall).toMatchObject({ reason: "no-capable-worker" });
      expect(view.stall!.message).toMatch(
        /^No running worker can reach this run's provider batch: it was sent to openai-compatible at http:\/\/127\.0\.0\.1:4201 \(model mock-judge\), and the 1 running worker serves openai-compatible at http:\/\/127\.0\.0\.1:4202\./,
      );
      await prisma.judgeWorker.create({
        data: { id: "worker-a", serves: JSON.stringify([compatible(A)]), seenAt: now },
      });
      expect((await getJudgeRun({ projectId, runId })).stall).toBeNull();
    } finally {
      await prisma.judgeWorker.deleteMany({ where: { id: { in: ["worker-a", "worker-b"] } } });
    }
    await cancelJudgeRun({ projectId, runId, actorId: null });
    await prisma.judgeBatch.update({
      where: { id: planned.id },
      data: { status: "cancelled", cancelRequested: true },
    });
  });

  it("an unsent batch of a cancelled run is closed by any worker (no call to make)", async () => {
    const runId = await startBatchRun(`${A}/v1`);
    expect(await planJudgeBatches({ targets: [compatible(A)] })).toBe(1);
    await cancelJudgeRun({ projectId, runId, actorId: null });
    const batch = await prisma.judgeBatch.findFirstOrThrow({ where: { runId } });
    expect((await claim([])).map((b) => b.id)).toEqual([batch.id]);
    await release(batch.id);
    await prisma.judgeBatch.update({ where: { id: batch.id }, data: { status: "cancelled" } });
  });

  it("records the endpoint a batch is sent to, and the worker that sent it polls and collects it", async () => {
    const runId = await startBatchRun(server.url);
    // Its targets from this process's environment (the mock's server).
    const worker = createBatchWorker({ pollMs: 20, batchPollMs: 50 });
    try {
      await until(
        async () =>
          (await prisma.judgeRun.findUniqueOrThrow({ where: { id: runId } })).status ===
          "completed",
        60_000,
        "the batch run to complete",
      );
    } finally {
      await worker.stop();
    }
    expect(await prisma.judgeBatch.findFirstOrThrow({ where: { runId } })).toMatchObject({
      status: "collected",
      endpoint: new URL(server.url).origin,
    });
  }, 90_000);
});

describe("llmEndpointOf", () => {
  it("is the origin each provider's own calls reach when no base URL redirects them", async () => {
    for (const [provider, model, key] of [
      ["openai", "gpt-4.1-mini", "OPENAI_API_KEY"],
      ["anthropic", "claude-sonnet-4-5", "ANTHROPIC_API_KEY"],
    ] as const) {
      let url = "";
      const capture: typeof fetch = async (input) => {
        url = String(input);
        throw new Error("captured");
      };
      await generateText({
        model: createJudgeModel({ provider, model, env: { [key]: "sk-test" }, fetch: capture }),
        prompt: "ping",
        maxRetries: 0,
      }).catch(() => {});
      expect(new URL(url).origin).toBe(llmEndpointOf({ provider, baseUrl: null }));
    }
    expect(llmEndpointOf({ provider: "openai", baseUrl: "https://gw.example/openai/v1" })).toBe(
      "https://gw.example",
    );
    expect(llmEndpointOf({ provider: "baseline", baseUrl: null })).toBeNull();
  });
});
