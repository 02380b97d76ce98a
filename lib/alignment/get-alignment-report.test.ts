import "@/lib/test/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { drain } from "@/lib/judge/judge-run.fixture";
import { I, setUpAlignmentWorld, T, type TAlignmentWorld } from "./alignment.fixture";
import { getAlignmentReport } from "./get-alignment-report";
import { rescoreLabelledPatches } from "./rescore-labelled-patches";
import { ZAlignmentQuery, ZRescoreAlignment } from "./schemas";

let w: TAlignmentWorld;
beforeAll(async () => {
  w = await setUpAlignmentWorld();
}, 90_000);
afterAll(async () => {
  await w?.server.close();
});

const report = (query: Record<string, string> = {}, viewerId: string | null = null) =>
  getAlignmentReport({ projectId: w.projectId, viewerId, query: ZAlignmentQuery.parse(query) });

// Hand-computed (VALID positive) from the fixture's tables:
// v1: tp 1 (I0), fp 1 (T1), fn 2 (T0, I1), tn 2 (T2, I2): accuracy 3/6, precision 1/2,
//     recall 1/3, κ = (1/2 − 1/2) / (1 − 1/2) = 0 (judge VALID 2/6, consensus VALID 3/6).
// v2: tp 2 (T0, I0), fp 1 (I2), fn 1 (I1), tn 2 (T1, T2): accuracy 4/6, precision 2/3,
//     recall 2/3, κ = (2/3 − 1/2) / (1/2) = 1/3.
describe("getAlignmentReport", () => {
  it("gives each configuration version's metrics against the consensus and the change from the previous version", async () => {
    const r = await report({ config: "Rubric judge" });
    expect(r.config).toBe("Rubric judge");
    expect(r.campaign).toMatchObject({ id: w.campaignId, labelled: 6 });
    expect(r.hidden).toBe(0);
    const [v1, v2] = r.versions;
    expect(v1).toMatchObject({ version: 1, reference: "draft", run: { id: w.runs.v1 } });
    expect(v1!.metrics).toMatchObject({ n: 6, tp: 1, fp: 1, fn: 2, tn: 2 });
    expect(v1!.metrics!.kappa).toBeCloseTo(0, 12);
    expect(v1!.metrics!.precision).toBeCloseTo(1 / 2, 12);
    expect(v1!.metrics!.recall).toBeCloseTo(1 / 3, 12);
    expect(v1!.metrics!.accuracy).toBeCloseTo(1 / 2, 12);
    expect(v1!.delta).toBeNull();
    expect(v2).toMatchObject({ version: 2, reference: "golden", run: { id: w.runs.v2 } });
    expect(v2!.metrics).toMatchObject({ n: 6, tp: 2, fp: 1, fn: 1, tn: 2 });
    expect(v2!.metrics!.kappa).toBeCloseTo(1 / 3, 12);
    expect(v2!.previousVersion).toBe(1);
    expect(v2!.delta!.kappa).toBeCloseTo(1 / 3, 12);
    expect(v2!.delta!.precision).toBeCloseTo(2 / 3 - 1 / 2, 12);
    expect(v2!.delta!.recall).toBeCloseTo(2 / 3 - 1 / 3, 12);
    expect(v2!.delta!.accuracy).toBeCloseTo(2 / 3 - 1 / 2, 12);
  });

  // Rubric version 1: T* from v1 (draft), I* from v2 (golden = unedited v1, the newer run):
  //   tp 1 (I0), fp 2 (T1, I2), fn 2 (T0, I1), tn 1 (T2): κ = (1/3 − 1/2) / (1/2) = −1/3.
  // Rubric version 2: T* from v2: tp 1, tn 2: κ 1. On the shared patches (T*), version 1 had
  //   fp 1, fn 1, tn 1: κ = (1/3 − 5/9) / (4/9) = −1/2, precision 0, recall 0, accuracy 1/3.
  it("groups the runs' judgments by the rubric version each bug's patches were judged with", async () => {
    const { rubric } = await report({ config: "Rubric judge" });
    expect(rubric!.runs).toBe(2);
    const [r1, r2] = rubric!.rows;
    expect(r1).toMatchObject({ number: 1, bugs: 2, delta: null, previousNumber: null });
    expect(r1!.metrics).toMatchObject({ n: 6, tp: 1, fp: 2, fn: 2, tn: 1 });
    expect(r1!.metrics.kappa).toBeCloseTo(-1 / 3, 12);
    expect(r2).toMatchObject({ number: 2, bugs: 1, shared: 3, previousNumber: 1 });
    expect(r2!.metrics).toMatchObject({ n: 3, tp: 1, fp: 0, fn: 0, tn: 2 });
    expect(r2!.metrics.kappa).toBeCloseTo(1, 12);
    expect(r2!.delta!.kappa).toBeCloseTo(1 - -1 / 2, 12);
    expect(r2!.delta!.precision).toBeCloseTo(1, 12);
    expect(r2!.delta!.recall).toBeCloseTo(1, 12);
    expect(r2!.delta!.accuracy).toBeCloseTo(2 / 3, 12);
  });

  it("lists the selected version's disagreements with the judge's and the raters' justifications", async () => {
    const { disagreements, selectedVersion } = await report({ config: "Rubric judge" });
    expect(selectedVersion).toBe(2);
    expect(disagreements.map((d) => d.patchId)).toEqual([I[1], I[2]].sort());
    const adjudicated = disagreements.find((d) => d.patchId === I[2])!;
    expect(adjudicated).toMatchObject({
      bugId: "imgscale-42",
      rubricVersion: 1,
      judge: { label: "VALID", justification: "mock-v2 says VALID" },
      consensus: {
        label: "INVALID",
        method: "adjudicated",
        notes: "Masks the overflow instead of widening the type.",
      },
    });
    expect(adjudicated.raters.map((r) => r.justification).sort()).toEqual([
      `r1 says VALID on ${I[2]}`,
      `r2 says INVALID on ${I[2]}`,
      `r3 says INVALID on ${I[2]}`,
    ]);
    const v1 = await report({ config: "Rubric judge", version: "1" });
    expect(v1.disagreements.map((d) => d.patchId)).toEqual([I[1], T[0], T[1]]);
  });

  it("leaves out every patch the viewer is still labelling, in metrics and disagreements", async () => {
    const r = await report({ config: "Rubric judge" }, w.blindRater);
    expect(r.hidden).toBe(3);
    expect(r.campaign!.labelled).toBe(3);
    // Only tinyjson-17's patches remain: v2 gets all three right.
    expect(r.versions[1]!.metrics).toMatchObject({ n: 3, tp: 1, fp: 0, fn: 0, tn: 2 });
    expect(r.versions[0]!.metrics).toMatchObject({ n: 3, tp: 0, fp: 1, fn: 1, tn: 1 });
    expect(r.disagreements).toEqual([]);
    expect(JSON.stringify(r)).not.toContain("imgscale-42");
  });

  it("answers a clear error for an unknown configuration, version or campaign", async () => {
    await expect(report({ config: "Nope" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: expect.stringContaining("Nope"),
    });
    await expect(report({ config: "Rubric judge", version: "9" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: expect.stringContaining("versions: 1, 2"),
    });
    await expect(report({ campaignId: "missing" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const labelling = await prisma.campaign.findFirstOrThrow({
      where: { projectId: w.projectId, phase: "labelling" },
    });
    await expect(report({ campaignId: labelling.id })).rejects.toMatchObject({ code: "CONFLICT" });
    expect(() => ZAlignmentQuery.parse({ version: "two" })).toThrow();
  });

  it("re-scores the labelled patches with a chosen version; the newest run then counts", async () => {
    const run = await rescoreLabelledPatches({
      projectId: w.projectId,
      actorId: w.lead,
      input: ZRescoreAlignment.parse({ configId: w.configs.v1, campaignId: w.campaignId }),
    });
    expect(run).toMatchObject({ patches: 6, total: 6, skipped: 0 });
    for (const input of [
      { configId: w.configs.v1, campaignId: "other" },
      { configId: "other", campaignId: w.campaignId },
    ])
      await expect(
        rescoreLabelledPatches({
          projectId: w.projectId,
          actorId: w.lead,
          input: ZRescoreAlignment.parse(input),
        }),
      ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const stored = await prisma.judgeRun.findUniqueOrThrow({ where: { id: run.id } });
    expect(stored.campaignId).toBe(w.campaignId);
    expect(JSON.parse(stored.filter)).toMatchObject({ kind: "patches" });
    await drain(run.id);
    const r = await report({ config: "Rubric judge" });
    expect(r.versions[0]!.run!.id).toBe(run.id);
    expect(r.versions[0]!.metrics!.kappa).toBeCloseTo(0, 12);
  });
});
