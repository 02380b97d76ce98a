import "@/lib/test/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { importDataset } from "@/lib/import/import-dataset";
import { drain, useServer } from "@/lib/judge/judge-run.fixture";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { getJudgeResult } from "@/lib/judge/results/get-judge-result";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { createProject } from "@/lib/projects/create-project";
import { jsonl, sampleDiff } from "@/lib/test/diffs";
import { listFixSpecifications } from "./list-fix-specifications";

// Two bugs, four patches: P1 and P2 edit B1's calc.c (one file set), P3 edits B1's util.c,
// P4 edits B2's calc.c and comes with its test outcome.
const DEV_FIX = "  DEVELOPER_FIX_MARKER();";
const bugs = [
  {
    bugId: "B1",
    title: "Overflow in inc",
    report: "ASan: heap-buffer-overflow in inc REPORT_B1",
    groundTruthPatch: sampleDiff(DEV_FIX),
    originalFiles: { "src/calc.c": "int inc(int x) {\n  return x; /* ORIGINAL_CALC */\n}\n" },
  },
  {
    bugId: "B2",
    title: "Wrong total",
    report: "The total is off by one REPORT_B2",
    groundTruthPatch: sampleDiff(DEV_FIX),
  },
];
const patches = [
  { patchId: "P1", bugId: "B1", patch: sampleDiff("  return x + 1;") },
  { patchId: "P2", bugId: "B1", patch: sampleDiff("  return x + 2;") },
  { patchId: "P3", bugId: "B1", patch: sampleDiff("  return x + 3;", "src/util.c") },
  {
    patchId: "P4",
    bugId: "B2",
    patch: sampleDiff("  return x - 1;"),
    passesTests: false,
    failToPass: { passed: 0, total: 1 },
    testLog: "FAIL test_total",
  },
];

type TBody = {
  messages: { role: string; content: unknown }[];
  response_format?: { json_schema?: { name?: string } };
};
const seen: { schema: string; text: string }[] = [];
let server: TMockLlmServer;
let projectId = "";

const config = (input: Record<string, unknown>) =>
  createJudgeConfig({ projectId, actorId: null, input: ZCreateJudgeConfig.parse(input) });
const start = (configId: string, more: Record<string, unknown> = {}) =>
  startJudgeRun({ projectId, actorId: null, input: ZStartJudgeRun.parse({ configId, ...more }) });
const patchId = async (externalId: string) =>
  (await prisma.patch.findFirstOrThrow({ where: { projectId, externalId } })).id;

beforeAll(async () => {
  projectId = (
    await createProject({ input: { slug: "specs", name: "Specs", description: "" }, actorId: null })
  ).id;
  for (const [kind, rows] of [
    ["bugs", bugs],
    ["patches", patches],
  ] as const)
    await importDataset({ projectId, actorId: null, fileName: kind, kind, bytes: jsonl(rows) });
  server = await startMockLlmServer({
    port: 0,
    respond: (body: TBody) => {
      const schema = body.response_format?.json_schema?.name ?? "";
      const text = body.messages.map((m) => JSON.stringify(m.content)).join("\n");
      seen.push({ schema, text });
      if (schema === "fix_specification") {
        const bug = /REPORT_(B\d)/.exec(text)?.[1];
        const file = /\$ cat ([\w./]+)/.exec(text)?.[1];
        return { specification: `- SPEC for ${bug} on ${file}: bound the read.` };
      }
      return {
        thought: "t",
        label: text.includes("x + 2") ? "INVALID" : "VALID",
        justification: "j",
      };
    },
  });
  useServer(server.url);
});
afterAll(() => server.close());

describe("fix-specification judge runs (paper 000 §3.2.2-3.2.3)", () => {
  it("writes one specification per bug and file set, from the report and original files only, and judges with it", async () => {
    const cfg = await config({
      name: "spec",
      provider: "openai-compatible",
      model: "mock-judge",
      reference: "fix_spec",
    });
    expect(cfg).toMatchObject({
      promptTemplate: "judge-fix-spec",
      promptVersion: "1",
      specWriter: "llm",
    });
    const run = await start(cfg.id, { concurrency: 4 });
    await drain(run.id);
    const results = await prisma.judgeResult.findMany({
      where: { runId: run.id },
      select: { label: true, job: { select: { patch: { select: { externalId: true } } } } },
    });
    expect(Object.fromEntries(results.map((r) => [r.job.patch.externalId, r.label]))).toEqual({
      P1: "VALID",
      P2: "INVALID",
      P3: "VALID",
      P4: "VALID",
    });
    const specCalls = seen.filter((s) => s.schema === "fix_specification");
    expect(specCalls).toHaveLength(3);
    for (const call of specCalls) expect(call.text).not.toContain("DEVELOPER_FIX_MARKER");
    expect(specCalls.some((c) => c.text.includes("ORIGINAL_CALC"))).toBe(true);
    expect(
      specCalls.some((c) => c.text.includes("$ cat src/util.c\\n(original contents not provided)")),
    ).toBe(true);
    const { specs, total } = await listFixSpecifications({ projectId, query: { limit: 200 } });
    expect(total).toBe(3);
    expect(specs.map((s) => `${s.bugExternalId} ${s.files.join(",")} ${s.writer}`).sort()).toEqual([
      "B1 src/calc.c openai-compatible:mock-judge",
      "B1 src/util.c openai-compatible:mock-judge",
      "B2 src/calc.c openai-compatible:mock-judge",
    ]);
    const judged = seen.filter((s) => s.schema === "judge_verdict");
    expect(judged).toHaveLength(4);
    for (const call of judged) expect(call.text).not.toContain("DEVELOPER_FIX_MARKER");
    const p4 = judged.find((c) => c.text.includes("x - 1"))!.text;
    expect(p4).toContain("SPEC for B2 on src/calc.c");
    expect(p4).toContain("Fail-to-pass tests (failed before the fix): 0 of 1 pass.");
    expect(p4).toContain("FAIL test_total");
    expect(judged.find((c) => c.text.includes("x + 3"))!.text).toContain(
      "SPEC for B1 on src/util.c",
    );
    expect(judged.find((c) => c.text.includes("x + 1"))!.text).toContain(
      "No testing information is available.",
    );
    // The click-through shows the specification the judge read and the test information.
    const detail = await getJudgeResult({
      projectId,
      runId: run.id,
      patchId: await patchId("P4"),
      viewerId: "x",
    });
    expect(detail.reference).toMatchObject({
      kind: "fix_spec",
      format: "markdown",
      content: "- SPEC for B2 on src/calc.c: bound the read.",
      specFiles: ["src/calc.c"],
      specWriter: "openai-compatible:mock-judge",
    });
    expect(detail.reference.testInformation).toContain("The patch fails tests.");
  });

  it("reuses stored specifications on a second run: no new specification call", async () => {
    const before = seen.filter((s) => s.schema === "fix_specification").length;
    const cfg = await config({
      name: "spec-2",
      provider: "openai-compatible",
      model: "mock-judge",
      reference: "fix_spec",
      temperature: 0.5,
    });
    await drain((await start(cfg.id)).id);
    expect(seen.filter((s) => s.schema === "fix_specification").length).toBe(before);
    expect(await prisma.fixSpecification.count({ where: { projectId } })).toBe(3);
  });

  it("writes offline specifications without an LLM when the configuration says so", async () => {
    const before = seen.filter((s) => s.schema === "fix_specification").length;
    const cfg = await config({
      name: "spec-offline",
      provider: "openai-compatible",
      model: "mock-judge",
      reference: "fix_spec",
      specWriter: "offline",
    });
    await drain((await start(cfg.id)).id);
    expect(seen.filter((s) => s.schema === "fix_specification").length).toBe(before);
    const { specs } = await listFixSpecifications({ projectId, query: { bug: "B1", limit: 200 } });
    const offline = specs.filter((s) => s.source === "offline");
    expect(offline.map((s) => s.files.join(","))).toEqual(
      expect.arrayContaining(["src/calc.c", "src/util.c"]),
    );
    expect(offline).toHaveLength(2);
    for (const s of offline) {
      expect(s).toMatchObject({ writer: "offline", prompt: null });
      expect(s.content).toContain("offline, no LLM");
      expect(s.content).not.toContain("DEVELOPER_FIX_MARKER");
    }
  });

  it("refuses a batch run, a writer on another reference and an unknown bug, changing nothing", async () => {
    const cfg = await config({
      name: "spec-batch",
      provider: "openai-compatible",
      model: "mock-judge",
      reference: "fix_spec",
    });
    const runs = await prisma.judgeRun.count({ where: { projectId } });
    await expect(start(cfg.id, { mode: "batch" })).rejects.toThrow(
      /fix-specification run goes online/,
    );
    expect(await prisma.judgeRun.count({ where: { projectId } })).toBe(runs);
    const bad = ZCreateJudgeConfig.safeParse({
      name: "x",
      provider: "openai-compatible",
      model: "m",
      reference: "golden",
      specWriter: "offline",
    });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.path.join("."))).toEqual([
      "specWriter",
    ]);
    await expect(
      listFixSpecifications({ projectId, query: { bug: "NOPE", limit: 10 } }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
