import "@/lib/test/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { importDemoData } from "@/lib/test/import-demo-data";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { useServer } from "@/lib/judge/judge-run.fixture";
import { ZCreateJudgeConfig } from "@/lib/judge/schemas";
import { createProject } from "@/lib/projects/create-project";
import { DEFAULT_GRADED_SCALE } from "@/lib/scales/schemas";
import { judgeBenchCase } from "./judge-bench-case";
import { listBenchCases } from "./list-bench-cases";

let projectId = "";
let server: TMockLlmServer;
let configId = "";
let bugId = "";
// The mock judge answers INVALID when "TODO" occurs in the prompt beyond this rubric line.
const RUBRIC = "## Requirements\n- [ ] Bound the read. MOCK_INVALID_IF=TODO\n";

beforeAll(async () => {
  projectId = (
    await createProject({ input: { slug: "bench", name: "Bench", description: "" }, actorId: null })
  ).id;
  await importDemoData({ projectId });
  bugId = (
    await prisma.bug.findFirstOrThrow({ where: { projectId }, orderBy: { externalId: "asc" } })
  ).externalId;
  server = await startMockLlmServer({ port: 0 });
  useServer(server.url);
  configId = (
    await createJudgeConfig({
      projectId,
      actorId: null,
      input: ZCreateJudgeConfig.parse({
        name: "golden",
        provider: "openai-compatible",
        model: "mock-judge",
        reference: "golden",
      }),
    })
  ).id;
});
afterAll(() => server.close());

describe("the rubric test bench", () => {
  it("judges the developers' fix, the controls and candidates with the rubric as typed, and answers a rerun from the cache", async () => {
    const { cases, configs } = await listBenchCases({
      projectId,
      bugExternalId: bugId,
      viewerId: "nobody",
    });
    expect(configs.map((c) => c.id)).toEqual([configId]);
    expect(cases.slice(0, 3).map((c) => [c.id, c.expected])).toEqual([
      ["developer_fix", "VALID"],
      ["control:no_op", "INVALID"],
      ["control:test_only", "INVALID"],
    ]);
    expect(cases.filter((c) => c.kind === "candidate").length).toBeGreaterThan(0);
    const judge = (caseId: string, rubric = RUBRIC) =>
      judgeBenchCase({
        projectId,
        bugExternalId: bugId,
        viewerId: "nobody",
        input: { rubric, caseId, configId },
      });
    expect(await judge("developer_fix")).toMatchObject({
      label: "VALID",
      agrees: true,
      cached: false,
    });
    expect(await judge("control:no_op")).toMatchObject({
      label: "INVALID",
      expected: "INVALID",
      agrees: true,
    });
    expect(await judge("control:test_only")).toMatchObject({ label: "INVALID", agrees: true });
    expect(await judge("developer_fix")).toMatchObject({ label: "VALID", cached: true });
    // Another rubric text is another question: not answered from the cache.
    expect(
      await judge("developer_fix", `${RUBRIC}- [ ] Keep valid input working.\n`),
    ).toMatchObject({ cached: false });
    const calls = await prisma.llmCall.findMany({
      where: { purpose: "rubric_bench" },
      select: { prompt: true },
    });
    expect(calls).toHaveLength(4);
    expect(calls.every((c) => c.prompt.includes("Bound the read."))).toBe(true);
  });

  it("gives a graded configuration's grade, the label its collapse even where the model said otherwise", async () => {
    const graded = await createJudgeConfig({
      projectId,
      actorId: null,
      input: ZCreateJudgeConfig.parse({
        name: "graded",
        provider: "openai-compatible",
        model: "mock-judge",
        reference: "golden",
        scale: DEFAULT_GRADED_SCALE,
      }),
    });
    // The mock grades 2 (below VALID from 3) and, with no INVALID marker, labels VALID.
    const verdict = await judgeBenchCase({
      projectId,
      bugExternalId: bugId,
      viewerId: "nobody",
      input: { rubric: `${RUBRIC}MOCK_GRADE=2\n`, caseId: "developer_fix", configId: graded.id },
    });
    expect(verdict).toMatchObject({
      grade: { value: 2, label: DEFAULT_GRADED_SCALE.grades[1]!.label },
      label: "INVALID",
      modelLabel: "VALID",
      expected: "VALID",
      agrees: false,
    });
    // A binary configuration has neither.
    expect(
      await judgeBenchCase({
        projectId,
        bugExternalId: bugId,
        viewerId: "nobody",
        input: { rubric: RUBRIC, caseId: "developer_fix", configId },
      }),
    ).toMatchObject({ grade: null, modelLabel: null, label: "VALID" });
  });

  it("refuses a configuration without a rubric, an unknown case and an unknown bug", async () => {
    const baseline = await createJudgeConfig({
      projectId,
      actorId: null,
      input: ZCreateJudgeConfig.parse({
        name: "b",
        provider: "baseline",
        reference: "ground_truth",
      }),
    });
    const input = { rubric: RUBRIC, caseId: "developer_fix", configId: baseline.id };
    await expect(
      judgeBenchCase({ projectId, bugExternalId: bugId, viewerId: "x", input }),
    ).rejects.toMatchObject({
      code: "INVALID_INPUT",
      message: expect.stringMatching(/^configId:/),
    });
    await expect(
      judgeBenchCase({
        projectId,
        bugExternalId: bugId,
        viewerId: "x",
        input: { ...input, configId, caseId: "patch:nope" },
      }),
    ).rejects.toMatchObject({ message: "caseId: no bench case patch:nope for this bug." });
    await expect(
      listBenchCases({ projectId, bugExternalId: "NOPE", viewerId: "x" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
