// Seeds the database for bench/policy-cli.ts (its DATABASE_URL; a fresh SQLite file): a project
// with 100,000 candidate patches (12,500 bugs × 8, imported through importDataset, each with a
// seeded passesTests flag) and one completed judge run with one result per patch (label and
// confidence from the same seeded PRNG as bench/policy-eval.ts's model). Prints the project slug.
import { sampleDiff } from "@/lib/test/diffs";
import { prepareDatabase } from "@/scripts/prepare-db.mjs";
import { applyRuntimeEnv } from "@/scripts/runtime-env.mjs";
import { createMockJudgeConfig, importBenchDataset } from "./seed-bench-project";

const PER_BUG = 8;
const BUGS = 12_500;
applyRuntimeEnv();
await prepareDatabase({ quiet: true });
const { createProject } = await import("@/lib/projects/create-project");
const { createRandom } = await import("@/lib/stats/create-random");
const { prisma } = await import("@/lib/db/client");

const random = createRandom({ seed: 1 });
const project = await createProject({
  input: { slug: "policy-scale", name: "Policy at scale", description: "bench/policy-cli.ts" },
  actorId: null,
});
const verdicts = new Map<string, { valid: boolean; confidence: number }>();
const SLICE_BUGS = 2_500;
for (let first = 0; first < BUGS; first += SLICE_BUGS) {
  const bugs = Array.from({ length: SLICE_BUGS }, (_, i) => ({
    bugId: `pol-${String(first + i).padStart(6, "0")}`,
    title: `Synthetic bug ${first + i}`,
    report: `Crash ${first + i}.\n`,
    groundTruthPatch: sampleDiff(`  return x + ${first + i};`),
  }));
  const patches = bugs.flatMap((bug, i) => {
    const difficulty = random();
    return Array.from({ length: PER_BUG }, (_, k) => {
      const quality = random();
      const success = random() < 0.6 * difficulty * quality + 0.05;
      const valid = random() < 0.3 + 0.5 * quality;
      const patchId = `${bug.bugId}:p${k}`;
      verdicts.set(patchId, { valid, confidence: valid ? 0.4 + 0.6 * quality : 0.6 * quality });
      return {
        patchId,
        bugId: bug.bugId,
        patch: sampleDiff(`  return x + ${first + i} * ${k + 2};`, `src/f${k}.c`),
        passesTests: success,
      };
    });
  });
  await importBenchDataset({ projectId: project.id, bugs, patches });
}
const config = await createMockJudgeConfig({ projectId: project.id, name: "scale" });
const run = await prisma.judgeRun.create({
  data: {
    projectId: project.id,
    configId: config.id,
    status: "completed",
    total: BUGS * PER_BUG,
    finishedAt: new Date(),
  },
});
const sources = await prisma.patchSource.findMany({
  where: { projectId: project.id },
  select: { externalId: true, patchId: true },
});
const rows = sources.map((s, position) => ({ ...s, position }));
for (let at = 0; at < rows.length; at += 5_000) {
  const slice = rows.slice(at, at + 5_000);
  await prisma.judgeJob.createMany({
    data: slice.map((s) => ({
      id: `job-${s.position}`,
      runId: run.id,
      patchId: s.patchId,
      sample: 0,
      status: "done",
      position: s.position,
    })),
  });
  await prisma.judgeResult.createMany({
    data: slice.map((s) => {
      const v = verdicts.get(s.externalId!)!;
      return {
        runId: run.id,
        jobId: `job-${s.position}`,
        patchId: s.patchId,
        sample: 0,
        label: v.valid ? "VALID" : "INVALID",
        confidence: v.confidence,
      };
    }),
  });
}
console.log(JSON.stringify({ slug: project.slug, runId: run.id, results: rows.length }));
await prisma.$disconnect();
