import "@/lib/test/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { extractChecklist } from "@/lib/campaigns/extract-checklist";
import { drain, useJudgeRunProject, useServer } from "./judge-run.fixture";
import { getJudgeResult } from "./results/get-judge-result";
import { parseRequirementVerdicts } from "./scoring/parse-requirement-verdicts";

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
      const list = /<requirements>([\s\S]*?)<\/requirements>/.exec(text)?.[1] ?? "";
      const numbers = [...list.matchAll(/(\d+)\. /g)].map((m) => Number(m[1]));
      return {
        thought: "Requirement by requirement.",
        requirements: [...numbers, 99].map((index) => ({
          index,
          met: index % 2 === 1,
          note: ` Requirement ${index} checked. `,
        })),
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
    expect(cfg).toMatchObject({ promptTemplate: "judge-rubric-requirements", promptVersion: "1" });
    const run = await start(cfg.id);
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
    await drain(run.id);
    const rows = await prisma.judgeResult.findMany({ where: { runId: run.id } });
    expect(rows.length).toBe(run.patches);
    expect(rows.every((r) => r.requirements === null)).toBe(true);
  });
});
