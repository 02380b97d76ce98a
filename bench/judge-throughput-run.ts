// One measurement of bench/judge-throughput.ts, in its own process (`@/lib/db/client` picks its
// engine from DATABASE_URL at import): a fresh database gets BENCH_ITEMS candidate patches (5 per
// bug) through the domain layer, one run at BENCH_CONCURRENCY with the ground-truth reference is
// judged by an in-process worker against the mock at LLM_BASE_URL, and one JSON line (after
// RUN_MARKER) reports wall time, results, CPU per patch and, with BENCH_PROFILE set, a CPU
// profile of the judging window only (saved there, summarized by bench/cpu-profile-summary.ts).
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { jsonl, sampleDiff } from "@/lib/test/diffs";
import { prepareDatabase } from "@/scripts/prepare-db.mjs";
import { applyRuntimeEnv } from "@/scripts/runtime-env.mjs";
import { summarizeCpuProfile, type TProfileSummary } from "./cpu-profile-summary";
import { PER_BUG, RUN_MARKER, type TRunResult } from "./judge-throughput-shared";

const ITEMS = Number(process.env.BENCH_ITEMS);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY);
const PROFILE = process.env.BENCH_PROFILE ?? "";
if (!(ITEMS > 0) || ITEMS % PER_BUG !== 0 || !(CONCURRENCY > 0))
  throw new Error("BENCH_ITEMS (a multiple of 5) and BENCH_CONCURRENCY are required.");
const BUGS = ITEMS / PER_BUG;

process.env.AUTH_SECRET ??= randomBytes(48).toString("base64url");
applyRuntimeEnv();
await prepareDatabase({ quiet: true });

const { prisma, DB_PROVIDER } = await import("@/lib/db/client");
const { createProject } = await import("@/lib/projects/create-project");
const { importDataset } = await import("@/lib/import/import-dataset");
const { createJudgeConfig } = await import("@/lib/judge/config/create-judge-config");
const { startJudgeRun } = await import("@/lib/judge/queue/start-judge-run");
const { createJudgeWorker } = await import("@/lib/judge/worker/create-judge-worker");
const { getJudgeRun } = await import("@/lib/judge/results/get-judge-run");
const { ZCreateJudgeConfig, ZStartJudgeRun } = await import("@/lib/judge/schemas");

const seedStarted = performance.now();
const project = await createProject({
  input: {
    slug: `bench-judge-${CONCURRENCY}`,
    name: "Judge throughput",
    description: "made by bench/judge-throughput.ts",
  },
  actorId: null,
});
const bugs = Array.from({ length: BUGS }, (_, b) => ({
  bugId: `bench-${b}`,
  title: `Synthetic bug ${b}`,
  bugType: ["overflow", "null-deref", "logic"][b % 3],
  report:
    `Crash ${b}: the parser reads past the end of its buffer when the input ends early.\n`.repeat(
      8,
    ),
  groundTruthPatch: sampleDiff(`  return x + ${b};`),
}));
const patches = bugs.flatMap((bug, b) =>
  Array.from({ length: PER_BUG }, (_, k) => ({
    patchId: `${bug.bugId}:p${k}`,
    bugId: bug.bugId,
    patch: sampleDiff(`  return x + ${b} * ${k + 2};`, `src/f${k}.c`),
    tool: `tool-${k}`,
  })),
);
for (const [kind, rows] of [
  ["bugs", bugs],
  ["patches", patches],
] as const)
  await importDataset({
    projectId: project.id,
    actorId: null,
    fileName: `${kind}.jsonl`,
    kind,
    bytes: jsonl(rows),
  });
const config = await createJudgeConfig({
  projectId: project.id,
  actorId: null,
  input: ZCreateJudgeConfig.parse({
    name: "bench",
    provider: "openai-compatible",
    model: "mock-judge",
    reference: "ground_truth",
  }),
});
const run = await startJudgeRun({
  projectId: project.id,
  actorId: null,
  input: ZStartJudgeRun.parse({ configId: config.id, concurrency: CONCURRENCY }),
});
if (run.total !== ITEMS) throw new Error(`expected ${ITEMS} jobs, got ${run.total}`);
const seedMs = performance.now() - seedStarted;

const session = PROFILE ? new Session() : null;
if (session) {
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 500 });
  await session.post("Profiler.start");
}
let done = 0;
let allDone: () => void = () => {};
const finished = new Promise<void>((resolve) => (allDone = resolve));
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const worker = createJudgeWorker({
  pollMs: 200,
  onOutcome: (outcome) => {
    if (outcome === "done" && ++done === ITEMS) allDone();
  },
});
await finished;
const wallMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
let profile: TProfileSummary | null = null;
if (session) {
  const { profile: raw } = await session.post("Profiler.stop");
  writeFileSync(
    path.join(PROFILE, `judge-${DB_PROVIDER}-c${CONCURRENCY}.cpuprofile`),
    JSON.stringify(raw),
  );
  profile = summarizeCpuProfile({ profile: raw, limit: 12 });
  session.disconnect();
}
// The worker closes the run once it sees nothing left.
for (let i = 0; i < 200; i++) {
  const r = await prisma.judgeRun.findUniqueOrThrow({
    where: { id: run.id },
    select: { status: true },
  });
  if (r.status === "completed") break;
  await new Promise((res) => setTimeout(res, 50));
}
await worker.stop();
const results = await prisma.judgeResult.count({ where: { runId: run.id } });
const failed = await prisma.judgeJob.count({ where: { runId: run.id, status: "failed" } });
const summary = await getJudgeRun({ projectId: project.id, runId: run.id });
if (summary.status !== "completed") throw new Error(`run ended ${summary.status}`);
const result: TRunResult = {
  engine: DB_PROVIDER,
  concurrency: CONCURRENCY,
  items: ITEMS,
  results,
  failed,
  llmCalls: summary.llmCalls,
  cachedCalls: summary.cachedCalls,
  wallMs,
  cpuMsPerPatch: (cpu.user + cpu.system) / 1000 / ITEMS,
  seedMs,
  profile,
};
console.log(RUN_MARKER + JSON.stringify(result));
await prisma.$disconnect();
process.exit(0);
