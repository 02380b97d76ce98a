import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { drain, PATCHES, useJudgeRunProject } from "./judge-run.fixture";
import { listJudgeResults } from "./results/list-judge-results";
import { getJudgeResult } from "./results/get-judge-result";
import { scoreBaseline } from "./scoring/score-baseline";

const judge = useJudgeRunProject();

describe("the similarity baseline's runs", () => {
  it("store each patch's score, shown by the results list and the patch's detail", async () => {
    const { projectId } = judge.world();
    const cfg = await judge.config({
      name: "similarity",
      provider: "baseline",
      reference: "ground_truth",
    });
    expect(cfg.model).toBe("similarity-v2");
    const run = await judge.start(cfg.id);
    await drain(run.id);
    const page = await listJudgeResults({
      projectId,
      runId: run.id,
      viewerId: "nobody",
      limit: 100,
    });
    expect(page.rows).toHaveLength(PATCHES);
    const patches = await prisma.patch.findMany({
      where: { projectId },
      select: { externalId: true, diff: true, bug: { select: { groundTruthPatch: true } } },
    });
    for (const row of page.rows) {
      const patch = patches.find((p) => p.externalId === row.patchId)!;
      const expected = scoreBaseline({
        candidate: patch.diff,
        groundTruth: patch.bug.groundTruthPatch,
      });
      expect(row.score).toBeCloseTo(expected.similarity, 8); // stored to 9 decimals
      expect(row.label).toBe(expected.label);
    }
    expect(new Set(page.rows.map((r) => r.score)).size).toBeGreaterThan(1);
    const first = page.rows[0]!;
    const patchId = (
      await prisma.patch.findFirstOrThrow({
        where: { projectId, externalId: first.patchId },
        select: { id: true },
      })
    ).id;
    const detail = await getJudgeResult({ projectId, runId: run.id, patchId, viewerId: "nobody" });
    expect(detail.score).toBeCloseTo(first.score!, 12);
    expect(detail.samples[0]).toMatchObject({ score: first.score });
  });
});
