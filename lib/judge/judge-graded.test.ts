import "@/lib/test/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { DEFAULT_GRADED_SCALE } from "@/lib/scales/schemas";
import { computeWeightedCohenKappa } from "@/lib/stats/compute-weighted-cohen-kappa";
import { drain, useJudgeRunProject, useServer } from "./judge-run.fixture";
import { exportJudgeResults } from "./results/export-judge-results";
import { getGradedAgreement } from "./results/get-graded-agreement";
import { tryJudgeConfig } from "./worker/try-judge-config";
import { ZTryJudgeConfig } from "./schemas";

// A graded judge end to end (issue 34) on the demo project: a mock model that grades each patch
// by its diff's length and always answers VALID (so low grades contradict their label).
const SCALE = {
  ...DEFAULT_GRADED_SCALE,
  dimensions: [{ key: "minimality", name: "Minimality", definition: "Only what the fix needs." }],
};
const gradeOf = (candidate: string) => (candidate.length % 4) + 1;
const judge = useJudgeRunProject();
let grader: TMockLlmServer;
beforeAll(async () => {
  grader = await startMockLlmServer({
    port: 0,
    respond: (body: { messages: { content: unknown }[] }) => {
      const text = JSON.stringify(body.messages);
      const candidate = /<candidate_patch>([\s\S]*?)<\/candidate_patch>/.exec(text)?.[1] ?? "";
      const grade = gradeOf(candidate);
      return {
        thought: text.includes("## Grade the patch") ? "Graded." : "Not asked to grade.",
        grade,
        dimensionGrades: { minimality: 5 - grade },
        label: "VALID",
        justification: `Grade ${grade}.`,
      };
    },
  });
});
afterAll(async () => grader.close());

describe("a graded judge configuration", () => {
  it("stores grades with the label collapsed from them, and agrees with raters by weighted κ", async () => {
    useServer(grader.url);
    const { projectId } = judge.world();
    const config = await judge.config({
      name: "graded",
      provider: "openai-compatible",
      model: "mock-judge",
      reference: "ground_truth",
      scale: SCALE,
    });
    expect(JSON.parse(config.scale ? JSON.stringify(config.scale) : "null")).toEqual(SCALE);
    const run = await judge.start(config.id);
    await drain(run.id);
    const results = await prisma.judgeResult.findMany({ where: { runId: run.id } });
    expect(results).toHaveLength(27);
    for (const r of results) {
      expect(r.thought).toBe("Graded.");
      expect(r.label).toBe(r.grade! >= 3 ? "VALID" : "INVALID");
      expect(r.modelLabel).toBe(r.grade! >= 3 ? null : "VALID");
      // An overridden label has no probability of its own: no confidence.
      if (r.modelLabel) expect(r.confidence).toBeNull();
      expect(JSON.parse(r.dimensionGrades!)).toEqual({ minimality: 5 - r.grade! });
    }
    const overridden = results.filter((r) => r.modelLabel !== null).length;
    expect(overridden).toBeGreaterThan(0);

    // A revealed graded campaign: two raters per patch, one the judge's grade, one a step off.
    const campaign = await prisma.campaign.create({
      data: { projectId, name: "graded raters", phase: "reveal", scale: JSON.stringify(SCALE) },
    });
    const ratings = results.flatMap((r, i) => {
      const other = Math.min(4, Math.max(1, r.grade! + (i % 3) - 1));
      return [r.grade!, other].map((grade, k) => ({
        campaignId: campaign.id,
        patchId: r.patchId,
        raterKey: `rater-${k}`,
        label: grade >= 3 ? "VALID" : "INVALID",
        grade,
        dimensionGrades: JSON.stringify({ minimality: grade }),
      }));
    });
    await prisma.rating.createMany({ data: ratings });
    const report = await getGradedAgreement({
      projectId,
      runId: run.id,
      campaignId: campaign.id,
      viewerId: null,
    });
    expect(report).toMatchObject({ unavailable: null, overridden, hidden: 0 });
    // The same figure from the stored rows: the judge's grade against the lower median of two.
    const a = results.map((r) => r.grade! - 1);
    const b = results.map((r) => {
      const two = ratings.filter((x) => x.patchId === r.patchId).map((x) => x.grade);
      return Math.min(...two) - 1;
    });
    const expected = computeWeightedCohenKappa({ a, b, categories: 4, weights: "quadratic" });
    expect(report.result!.n).toBe(27);
    expect(report.result!.quadratic).toBeCloseTo(expected.kappa!, 12);
    expect(report.result!.exact).toBeCloseTo(a.filter((x, i) => x === b[i]).length / 27, 12);
    expect(report.result!.confusion.flat().reduce((s, x) => s + x, 0)).toBe(27);
    expect(report.result!.dimensions.map((d) => d.key)).toEqual(["minimality"]);

    // While the campaign is labelling, nothing is compared (labels stay blind).
    await prisma.campaign.update({ where: { id: campaign.id }, data: { phase: "labelling" } });
    const blind = await getGradedAgreement({
      projectId,
      runId: run.id,
      campaignId: campaign.id,
      viewerId: null,
    });
    expect(blind.result).toBeNull();
    expect(blind.unavailable).toMatch(/reveal/);

    // The export carries the grades: CSV columns at the end, JSONL fields.
    const csv = await new Response(
      (await exportJudgeResults({ projectId, runId: run.id, viewerId: null, format: "csv" }))
        .stream,
    ).text();
    expect(csv.split("\r\n")[0]).toMatch(/,grade,dimension_grades,overridden_labels$/);
    const jsonl = await new Response(
      (await exportJudgeResults({ projectId, runId: run.id, viewerId: null, format: "jsonl" }))
        .stream,
    ).text();
    const first = JSON.parse(jsonl.split("\n")[0]!);
    expect(first.grade).toBe(first.samples[0].grade);
    expect(first.dimensionGrades).toEqual({ minimality: 5 - first.grade });
  });

  it("grades on Try on one patch, and a binary configuration asks exactly as before", async () => {
    useServer(grader.url);
    const tried = await tryJudgeConfig({
      projectId: judge.world().projectId,
      viewerId: "nobody",
      input: ZTryJudgeConfig.parse({
        config: {
          provider: "openai-compatible",
          model: "mock-judge",
          reference: "ground_truth",
          scale: SCALE,
        },
      }),
    });
    expect(tried.grade).toBeGreaterThanOrEqual(1);
    expect(tried.label).toBe(tried.grade! >= 3 ? "VALID" : "INVALID");
    const binary = await judge.config({
      name: "binary",
      provider: "openai-compatible",
      model: "mock-judge",
      reference: "ground_truth",
    });
    const run = await judge.start(binary.id, {
      filter: { kind: "bugs", bugIds: ["tinyjson-17"] },
    });
    await drain(run.id);
    const rows = await prisma.judgeResult.findMany({ where: { runId: run.id } });
    expect(rows.every((r) => r.grade === null && r.modelLabel === null)).toBe(true);
    expect(rows.every((r) => r.thought === "Not asked to grade.")).toBe(true);
  });
});
