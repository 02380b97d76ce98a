import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { toLlmCallRow } from "@/lib/llm/to-llm-call-row";
import { startSyntheticRun } from "@/lib/test/start-synthetic-run";
import { claimJudgeJobs, type TClaimedJob } from "../queue/claim-judge-jobs";
import type { TComputedVerdict } from "../scoring/compute-judge-verdict";
import { createResultWriter } from "./create-result-writer";

/** A verdict as the worker has it after its call: the call's log row not yet written. */
const verdictFor = (job: TClaimedJob, text: string): TComputedVerdict => {
  const pendingCall = toLlmCallRow({
    data: {
      requestHash: `hash-${job.id}-${text}`,
      purpose: "judge",
      provider: "openai-compatible",
      model: "mock-writer",
      params: "{}",
      promptTemplate: null,
      promptVersion: null,
      prompt: "[]",
      rawOutput: text,
      inputTokens: 10,
      outputTokens: 2,
    },
  });
  return {
    label: "VALID",
    thought: text,
    justification: text,
    requirements: null,
    confidence: null,
    llmCallId: pendingCall.id,
    pendingCall,
    cached: false,
    inputTokens: 10,
    outputTokens: 2,
  };
};

async function claimTwo(slug: string) {
  const { runId } = await startSyntheticRun({ slug, bugs: 1, patchesPerBug: 2, concurrency: 2 });
  const { jobs } = await claimJudgeJobs({
    workerId: "w",
    runs: [{ id: runId, status: "running" }],
    limit: 2,
    leaseMs: 60_000,
  });
  expect(jobs).toHaveLength(2);
  return { runId, jobs };
}

describe("the result writer and deferred call logs", () => {
  it("stores each verdict with its call's log row, and the run's call totals", async () => {
    const { runId, jobs } = await claimTwo("writer-batch");
    const writer = createResultWriter();
    const verdicts = jobs.map((job) => verdictFor(job, "first"));
    const stored = await Promise.all(jobs.map((job, i) => writer.write(job, verdicts[i]!)));
    expect(stored).toEqual([true, true]);
    const results = await prisma.judgeResult.findMany({
      where: { runId },
      select: { llmCallId: true, llmCall: { select: { rawOutput: true, createdAt: true } } },
    });
    expect(results.map((r) => r.llmCallId).sort()).toEqual(verdicts.map((v) => v.llmCallId).sort());
    expect(results.every((r) => r.llmCall?.rawOutput === "first")).toBe(true);
    // The row keeps the time the answer came in.
    expect(results[0]!.llmCall!.createdAt.getTime()).toBe(
      verdicts.find((v) => v.llmCallId === results[0]!.llmCallId)!.pendingCall!.createdAt.getTime(),
    );
    const run = await prisma.judgeRun.findUniqueOrThrow({ where: { id: runId } });
    expect(run.llmCalls).toBe(2);
    expect(run.inputTokens).toBe(20);
  });

  it("logs the call of a verdict that comes too late (its job already has a result), and stores nothing else", async () => {
    const { runId, jobs } = await claimTwo("writer-late");
    const writer = createResultWriter();
    expect(await writer.write(jobs[0]!, verdictFor(jobs[0]!, "first"))).toBe(true);
    // The same job judged again elsewhere (its lease ran out), in one batch with a new job:
    // the batch fails as a whole, and each verdict is then settled on its own.
    const late = verdictFor(jobs[0]!, "late");
    const fresh = verdictFor(jobs[1]!, "fresh");
    const settled = await Promise.all([
      writer.write(jobs[0]!, late),
      writer.write(jobs[1]!, fresh),
    ]);
    expect(settled).toEqual([false, true]);
    const calls = await prisma.llmCall.findMany({
      where: { id: { in: [late.llmCallId!, fresh.llmCallId!] } },
      select: { id: true, rawOutput: true },
    });
    // Both calls were made and paid for: both are logged, once.
    expect(calls.map((c) => c.rawOutput).sort()).toEqual(["fresh", "late"]);
    const results = await prisma.judgeResult.findMany({
      where: { runId },
      select: { jobId: true, thought: true },
      orderBy: { thought: "asc" },
    });
    expect(results).toEqual([
      { jobId: jobs[0]!.id, thought: "first" },
      { jobId: jobs[1]!.id, thought: "fresh" },
    ]);
  });
});
