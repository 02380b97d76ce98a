import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createProject } from "@/lib/projects/create-project";
import { addRunCallTotals } from "./add-run-call-totals";
import { recomputeRunCallTotals } from "./recompute-run-call-totals";

const TOTALS = {
  llmCalls: true,
  cachedCalls: true,
  inputTokens: true,
  outputTokens: true,
  cachedInputTokens: true,
  cacheWriteTokens: true,
  costUsd: true,
} as const;

async function world(slug: string) {
  const projectId = (
    await createProject({ input: { slug, name: slug, description: "" }, actorId: null })
  ).id;
  const config = await prisma.judgeConfig.create({
    data: {
      projectId,
      name: "c",
      version: 1,
      provider: "openai",
      model: "m",
      promptTemplate: "t",
      promptVersion: "1",
      reference: "ground_truth",
    },
  });
  const run = () => prisma.judgeRun.create({ data: { projectId, configId: config.id } });
  return { projectId, a: await run(), b: await run() };
}

const call = (id: string, tokens: [number, number, number, number], costUsd: number | null) =>
  prisma.llmCall.create({
    data: {
      id,
      requestHash: id,
      purpose: "judge",
      provider: "openai",
      model: "m",
      prompt: "p",
      inputTokens: tokens[0],
      outputTokens: tokens[1],
      cachedInputTokens: tokens[2],
      cacheWriteTokens: tokens[3],
      costUsd,
    },
  });

describe("addRunCallTotals", () => {
  it("adds each run's own calls (tokens, cost) and its cached answers, batch after batch", async () => {
    const { projectId, a, b } = await world("totals");
    await call("c1", [100, 10, 40, 0], null);
    await call("c2", [200, 20, 0, 5], null);
    await call("c3", [50, 5, 0, 0], 0.25);
    // Run a: two unpriced calls and a cached answer (no call of its own); run b: one call and
    // a result without any call (the offline baseline).
    await prisma.$transaction((tx) =>
      addRunCallTotals({
        tx,
        results: [
          { runId: a.id, cached: false, llmCallId: "c1" },
          { runId: a.id, cached: true, llmCallId: "c3" },
          { runId: b.id, cached: false, llmCallId: null },
          { runId: a.id, cached: false, llmCallId: "c2" },
        ],
      }),
    );
    const read = (id: string) =>
      prisma.judgeRun.findUniqueOrThrow({ where: { id }, select: TOTALS });
    // Unpriced calls leave the cost unknown (null), not 0.
    expect(await read(a.id)).toEqual({
      llmCalls: 2,
      cachedCalls: 1,
      inputTokens: 300,
      outputTokens: 30,
      cachedInputTokens: 40,
      cacheWriteTokens: 5,
      costUsd: null,
    });
    expect(await read(b.id)).toMatchObject({ llmCalls: 0, cachedCalls: 0, costUsd: null });
    await prisma.$transaction((tx) =>
      addRunCallTotals({ tx, results: [{ runId: a.id, cached: false, llmCallId: "c3" }] }),
    );
    expect(await read(a.id)).toMatchObject({ llmCalls: 3, inputTokens: 350, costUsd: 0.25 });

    // recomputeRunCallTotals reads totals from the stored results (judge-run.test.ts checks it
    // against a finished run's); these runs have none, so whatever was kept is reset.
    await prisma.judgeRun.update({ where: { id: a.id }, data: { llmCalls: 99 } });
    await prisma.$transaction((tx) => recomputeRunCallTotals({ tx, projectId }));
    expect(await read(a.id)).toEqual({
      llmCalls: 0,
      cachedCalls: 0,
      inputTokens: 0,
      outputTokens: 0,
      cachedInputTokens: 0,
      cacheWriteTokens: 0,
      costUsd: null,
    });
  });
});
