import "@/lib/test/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { extractChecklist } from "@/lib/campaigns/extract-checklist";
import { drain, useJudgeRunProject, useServer } from "./judge-run.fixture";
import { getJudgeResult } from "./results/get-judge-result";
import { parseRequirementVerdicts } from "./scoring/parse-requirement-verdicts";
import { getRequirementAgreement } from "@/lib/agreement/get-requirement-agreement";
import { until } from "@/lib/test/until";
import { createBatchWorker } from "./batch/create-batch-worker";
import { DEFAULT_GRADED_SCALE } from "@/lib/scales/schemas";

const judge = useJudgeRunProject();
const { config, start } = judge;
const refused = (input: Record<string, unknown>) => Promise.resolve().then(() => config(input));
const BUG = "tinyjson-17";
const RUBRIC = [
  "# Rubric",
  "",
  "## Requirements",
  "",
  "- [ ] The parser stops at the end of the input.",
  "- [ ] A truncated escape is reported as an error.",
  "- [ ] Valid escapes still decode.",
  "",
  "## Acceptable solutions",
  "",
  "- A bounds check before each read.",
].join("\n");

let server: TMockLlmServer;
let perRequirementRun = "";
let plainRun = "";
const prompts: string[] = [];

beforeAll(async () => {
  const { projectId } = judge.world();
  // The golden rubric of one bug, written directly (the review workflow is not under test here).
  const bug = await prisma.bug.findFirstOrThrow({ where: { projectId, externalId: BUG } });
  const rubric = await prisma.rubric.create({
    data: { bugId: bug.id, format: "templated", status: "golden" },
  });
  const version = await prisma.rubricVersion.create({
    data: { rubricId: rubric.id, number: 1, kind: "draft", source: "human", content: RUBRIC },
  });
  await prisma.rubric.update({
    where: { id: rubric.id },
    data: { goldenVersionId: version.id, currentVersionId: version.id },
  });
  // Answers requirement n "met" when n is odd, plus one index the rubric does not have.
  server = await startMockLlmServer({
    port: 0,
    respond: (body: { messages: { content: unknown }[] }) => {
      const text = JSON.stringify(body.messages);
      prompts.push(text);
      // A graded configuration's answer carries its grade too: 2 of 4, whose collapse is INVALID.
      const graded = JSON.stringify(body).includes('"judge_graded_requirements_verdict"');
      const list = /<requirements>([\s\S]*?)<\/requirements>/.exec(text)?.[1] ?? "";
      const numbers = [...list.matchAll(/(\d+)\. /g)].map((m) => Number(m[1]));
      return {
        thought: "Requirement by requirement.",
        requirements: [...numbers, 99].map((index) => ({
          index,
          met: index % 2 === 1,
          note: ` Requirement ${index} checked. `,
        })),
        ...(graded ? { grade: 2 } : {}),
        label: "INVALID",
        justification: "Requirement 2 is not met.",
      };
    },
  });
});
afterAll(async () => {
  await server?.close();
});

describe("per-requirement judging", () => {
  it("refuses perRequirement for references without a requirement list and for the baseline", async () => {
    for (const reference of ["ground_truth", "report_only", "freeform", "fix_spec"]) {
      await expect(
        refused({
          name: `pr-${reference}`,
          provider: "openai-compatible",
          model: "m",
          reference,
          perRequirement: true,
        }),
      ).rejects.toThrow(/applies only to an LLM judge with a golden or draft rubric reference/);
    }
    await expect(
      refused({ name: "pr-base", provider: "baseline", reference: "golden", perRequirement: true }),
    ).rejects.toThrow(/perRequirement/);
    await expect(
      refused({
        name: "pr-prompt",
        provider: "openai-compatible",
        model: "m",
        reference: "golden",
        prompt: "judge-rubric-requirements.v1",
      }),
    ).rejects.toThrow(/set perRequirement/);
  });

  it("stores a verdict per requirement, indexed as the raters' checklist, and shows them with their text", async () => {
    useServer(server.url);
    const cfg = await config({
      name: "per-req",
      provider: "openai-compatible",
      model: "mock-judge",
      reference: "golden",
      perRequirement: true,
    });
    expect(cfg).toMatchObject({ promptTemplate: "judge-rubric-requirements", promptVersion: "2" });
    const run = await start(cfg.id);
    perRequirementRun = run.id;
    expect(run.patches).toBeGreaterThan(0);
    await drain(run.id);
    const results = await prisma.judgeResult.findMany({
      where: { runId: run.id },
      select: { patchId: true, label: true, requirements: true },
    });
    expect(results).toHaveLength(run.patches);
    const checklist = extractChecklist({ markdown: RUBRIC });
    expect(prompts.at(-1)).toContain(`1. ${checklist[0]!.text}`);
    for (const r of results) {
      expect(r.label).toBe("INVALID");
      // Index 99 (not in the rubric) is dropped; notes are trimmed; one per checklist item.
      expect(parseRequirementVerdicts({ text: r.requirements })).toEqual(
        checklist.map((_, i) => ({
          index: i + 1,
          met: (i + 1) % 2 === 1,
          note: `Requirement ${i + 1} checked.`,
        })),
      );
    }
    const { projectId } = judge.world();
    const owner = await prisma.user.create({
      data: { id: "viewer-req", email: "viewer@req.test", name: "Viewer" },
    });
    const detail = await getJudgeResult({
      projectId,
      runId: run.id,
      patchId: results[0]!.patchId,
      viewerId: owner.id,
    });
    expect(detail.requirements).toEqual([
      {
        sample: 0,
        verdicts: checklist.map((item, i) => ({
          index: i + 1,
          met: (i + 1) % 2 === 1,
          note: `Requirement ${i + 1} checked.`,
          text: item.text,
        })),
      },
    ]);
  });

  it("batch mode stores the same checked verdicts as the online path", async () => {
    useServer(server.url);
    const cfg = await config({
      name: "per-req-batch",
      provider: "openai-compatible",
      model: "mock-judge",
      reference: "golden",
      perRequirement: true,
      maxTokens: 1000,
    });
    const run = await start(cfg.id, { mode: "batch" });
    const worker = createBatchWorker({ batchPollMs: 50, pollMs: 50 });
    try {
      await until(
        async () =>
          (await prisma.judgeRun.findUniqueOrThrow({ where: { id: run.id } })).status ===
          "completed",
        30_000,
        "the batch run to complete",
      );
    } finally {
      await worker.stop();
    }
    const rows = await prisma.judgeResult.findMany({ where: { runId: run.id } });
    expect(rows).toHaveLength(run.patches);
    const count = extractChecklist({ markdown: RUBRIC }).length;
    for (const r of rows)
      expect(parseRequirementVerdicts({ text: r.requirements })?.map((v) => v.index)).toEqual(
        Array.from({ length: count }, (_, i) => i + 1),
      );
  });

  it("grades and judges per requirement in one call: the grade and the checked verdicts are both stored", async () => {
    useServer(server.url);
    const cfg = await config({
      name: "per-req-graded",
      provider: "openai-compatible",
      model: "mock-judge",
      reference: "golden",
      perRequirement: true,
      scale: DEFAULT_GRADED_SCALE,
    });
    expect(cfg).toMatchObject({ promptTemplate: "judge-rubric-requirements" });
    const run = await start(cfg.id);
    await drain(run.id);
    const checklist = extractChecklist({ markdown: RUBRIC });
    expect(prompts.at(-1)).toContain(`1. ${checklist[0]!.text}`);
    expect(prompts.at(-1)).toContain("## Grade the patch");
    const rows = await prisma.judgeResult.findMany({ where: { runId: run.id } });
    expect(rows).toHaveLength(run.patches);
    for (const r of rows) {
      expect(r).toMatchObject({ grade: 2, label: "INVALID", modelLabel: null });
      expect(parseRequirementVerdicts({ text: r.requirements })?.map((v) => v.met)).toEqual(
        checklist.map((_, i) => (i + 1) % 2 === 1),
      );
    }
  });

  it("stores no requirement verdicts for an ordinary rubric configuration", async () => {
    useServer(server.url);
    const cfg = await config({
      name: "plain",
      provider: "openai-compatible",
      model: "mock-judge",
      reference: "golden",
    });
    expect(cfg.promptTemplate).toBe("judge-rubric");
    const run = await start(cfg.id);
    plainRun = run.id;
    await drain(run.id);
    const rows = await prisma.judgeResult.findMany({ where: { runId: run.id } });
    expect(rows.length).toBe(run.patches);
    expect(rows.every((r) => r.requirements === null)).toBe(true);
  });

  it("compares the judge per requirement with the raters' checklist ticks of a revealed campaign", async () => {
    const { projectId } = judge.world();
    const campaign = await prisma.campaign.create({
      data: { projectId, name: "ticks", phase: "labelling" },
    });
    const [first, second] = await prisma.judgeResult.findMany({
      where: { runId: perRequirementRun },
      orderBy: { job: { position: "asc" } },
      select: { patchId: true },
    });
    // Checklist items are on rubric lines 5, 6, 7. Patch one: both raters tick #1, one ticks #2.
    // Patch two: one rater ticks #2 only.
    const rate = (patchId: string, raterKey: string, lines: number[]) =>
      prisma.rating.create({
        data: {
          campaignId: campaign.id,
          patchId,
          raterKey,
          label: "VALID",
          checklist: JSON.stringify(lines),
        },
      });
    await rate(first!.patchId, "r1", [5, 6]);
    await rate(first!.patchId, "r2", [5]);
    await rate(second!.patchId, "r1", [6]);
    const ask = (runId: string) =>
      getRequirementAgreement({ projectId, runId, campaignId: campaign.id, viewerId: null });
    // Nothing is compared while the campaign labels, nor for a run without requirement verdicts.
    expect(await ask(perRequirementRun)).toMatchObject({
      rows: [],
      unavailable: expect.stringMatching(/labels stay blind/),
    });
    await prisma.campaign.update({ where: { id: campaign.id }, data: { phase: "reveal" } });
    expect(await ask(plainRun)).toMatchObject({
      rows: [],
      unavailable: expect.stringMatching(/does not judge per requirement/),
    });
    const report = await ask(perRequirementRun);
    expect(report.unavailable).toBeNull();
    // The judge: #1 met, #2 not, #3 met on every patch.
    // #1: patch one met/met (agree), patch two met/not (disagree). #2: patch one tie (1 of 2),
    // patch two not/met (disagree). #3: met/not twice (disagree).
    const checklist = extractChecklist({ markdown: RUBRIC });
    expect(report.rows.map((r) => [r.bug, r.index, r.text, r.n, r.agree, r.ties])).toEqual([
      [BUG, 1, checklist[0]!.text, 2, 1, 0],
      [BUG, 2, checklist[1]!.text, 1, 0, 1],
      [BUG, 3, checklist[2]!.text, 2, 0, 0],
      [null, null, null, 5, 1, 1],
    ]);
    // #1: [[1,1],[0,0]] → κ 0; #3: [[0,2],[0,0]] → κ 0 (pe 0, po 0); overall [[1,3],[1,0]]:
    // po 1/5, pe 4/5·2/5 + 1/5·3/5 = 11/25 → κ (5/25 − 11/25)/(14/25) = −3/7.
    expect(report.rows[0]!.kappa).toBe(0);
    expect(report.rows[2]!.kappa).toBe(0);
    expect(report.rows[3]!.kappa).toBeCloseTo(-3 / 7, 12);
    expect(report.rows[3]).toMatchObject({ judgeMet: 4, ratersMet: 2 });
  });
});
