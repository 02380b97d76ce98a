import "@/lib/test/test-db";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { drain, useJudgeRunProject, useServer } from "@/lib/judge/judge-run.fixture";
import { classifyRejectionThemes } from "./classify-rejection-themes";
import { getRejectionThemes } from "./get-rejection-themes";
import { REJECTION_THEMES, THEME_INFO, type TRejectionTheme } from "./schemas";

// A real judge run on the mock judge of judge-run.fixture.ts (patches touching a "len" check are
// INVALID, justified "Decided on N characters."), then a second mock server that classifies each
// justification by N mod 5 into the five themes.
const judge = useJudgeRunProject();
const themeOf = (justification: string): TRejectionTheme => {
  const n = Number(/Decided on (\d+) characters/.exec(justification)?.[1] ?? "0");
  return REJECTION_THEMES[n % REJECTION_THEMES.length]!;
};
let classifier: TMockLlmServer;
let projectId = "";
let runId = "";

beforeAll(async () => {
  ({ projectId } = judge.world());
  classifier = await startMockLlmServer({
    port: 0,
    respond: (body: { messages: { content: unknown }[] }) => {
      const text = JSON.stringify(body.messages);
      const justification = /<justification>([\s\S]*?)<\/justification>/.exec(text)?.[1] ?? "";
      return { theme: themeOf(justification), rationale: "From the mock." };
    },
  });
  useServer(judge.world().server.url);
  process.env.LLM_TIMEOUT_MS = "10000"; // no timeouts when the machine is busy
  const cfg = await judge.config({
    name: "themes-gt",
    provider: "openai-compatible",
    model: "mock-judge",
    reference: "ground_truth",
  });
  runId = (await judge.start(cfg.id)).id;
  await drain(runId);
  const run = await prisma.judgeRun.findUniqueOrThrow({ where: { id: runId } });
  expect(run.status).toBe("completed");
});
afterAll(async () => {
  await classifier.close();
});

describe("rejection themes", () => {
  it("the prompt lists every paper theme by key and name", () => {
    const prompt = readFileSync("prompts/rejection-themes.v1.md", "utf8");
    for (const theme of REJECTION_THEMES) {
      expect(prompt).toContain(`\`${theme}\``);
      if (theme !== "other") expect(prompt).toContain(`(${THEME_INFO[theme].name})`);
    }
  });

  it("classifies each INVALID justification with the LLM, stores one theme per verdict, and counts shares", async () => {
    useServer(classifier.url);
    process.env.LLM_TIMEOUT_MS = "10000";
    const invalid = await prisma.judgeResult.findMany({
      where: { runId, label: "INVALID" },
      select: { justification: true },
    });
    expect(invalid.length).toBeGreaterThan(2);
    const result = await classifyRejectionThemes({ projectId, runId, actorId: null });
    expect(result).toMatchObject({
      classified: invalid.length,
      source: "llm",
      classifier: "openai-compatible:mock-judge",
    });
    expect(classifier.stats.completions).toBeGreaterThan(0);
    expect(classifier.stats.completions).toBeLessThanOrEqual(invalid.length);

    const view = await getRejectionThemes({ projectId, runId, viewerId: null });
    expect(view).toMatchObject({
      invalid: invalid.length,
      classified: invalid.length,
      source: "llm",
    });
    // Expected counts straight from the justifications, independent of the stored rows.
    for (const row of view.themes) {
      const expected = invalid.filter((r) => themeOf(r.justification) === row.theme).length;
      expect(row.count, row.theme).toBe(expected);
      expect(row.share).toBeCloseTo(expected / invalid.length, 10);
      expect(Math.abs(row.percent - (100 * expected) / invalid.length)).toBeLessThanOrEqual(0.1);
      for (const e of row.examples) expect(themeOf(e.text)).toBe(row.theme);
    }
    expect(view.themes.reduce((a, t) => a + t.percent, 0)).toBeCloseTo(100, 6);
    // The run's justifications spread over several themes (the check above is not trivial).
    expect(view.themes.filter((t) => t.count > 0).length).toBeGreaterThan(1);

    const stored = await prisma.rejectionTheme.findMany({ where: { runId } });
    expect(stored).toHaveLength(invalid.length);
    expect(stored.every((r) => r.llmCallId && r.promptTemplate === "rejection-themes")).toBe(true);
    const calls = await prisma.llmCall.count({ where: { purpose: "rejection_theme" } });
    expect(calls).toBeGreaterThan(0);
    expect(
      await prisma.auditLog.count({ where: { action: "judge.themes.classify", entityId: runId } }),
    ).toBe(1);

    // Again: every answer from the cache, no new completion, the rows replaced (not doubled).
    const before = classifier.stats.completions;
    const again = await classifyRejectionThemes({ projectId, runId, actorId: null });
    expect(again.cached).toBe(invalid.length);
    expect(classifier.stats.completions).toBe(before);
    expect(await prisma.rejectionTheme.count({ where: { runId } })).toBe(invalid.length);
  });

  it("offline: the keyword classifier, labelled as such, replaces the LLM's themes", async () => {
    const result = await classifyRejectionThemes({
      projectId,
      runId,
      actorId: null,
      offline: true,
    });
    expect(result).toMatchObject({ source: "offline", classifier: "offline-keywords", cached: 0 });
    const view = await getRejectionThemes({ projectId, runId, viewerId: null });
    // "Decided on N characters." names no theme's keyword.
    expect(view.source).toBe("offline");
    const other = view.themes.find((t) => t.theme === "other")!;
    expect(other.count).toBe(view.invalid);
    expect(other.percent).toBe(100);
    const rows = await prisma.rejectionTheme.findMany({ where: { runId } });
    expect(rows.every((r) => r.source === "offline" && r.llmCallId === null)).toBe(true);
    expect(rows[0]!.rationale).toBe("No keyword matched.");
  });

  it("refuses an unknown run and a run still going", async () => {
    await expect(
      classifyRejectionThemes({ projectId, runId: "nope", actorId: null, offline: true }),
    ).rejects.toThrow(/not found/);
    const other = await prisma.judgeRun.findUniqueOrThrow({ where: { id: runId } });
    await prisma.judgeRun.update({ where: { id: runId }, data: { status: "running" } });
    await expect(
      classifyRejectionThemes({ projectId, runId, actorId: null, offline: true }),
    ).rejects.toThrow(/running/);
    await prisma.judgeRun.update({ where: { id: runId }, data: { status: other.status } });
  });
});
