// One measurement of bench/judge-throughput.ts, in its own process (`@/lib/db/client` picks its
// engine from DATABASE_URL at import): a fresh database gets BENCH_ITEMS candidate patches (5 per
// bug) through the domain layer, one run at BENCH_CONCURRENCY with the ground-truth reference is
// judged against the mock at LLM_BASE_URL by BENCH_WORKER_PROCESSES worker processes started as
// the server starts them (0: one worker in this process), and one JSON line (after RUN_MARKER)
// reports wall time, results, the workers' CPU per patch and, with BENCH_PROFILE set (in-process
// only), a CPU profile of the judging window (saved there, summarized by
// bench/cpu-profile-summary.ts).
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { sampleDiff } from "@/lib/test/diffs";
import { prepareDatabase } from "@/scripts/prepare-db.mjs";
import { ROOT, applyRuntimeEnv } from "@/scripts/runtime-env.mjs";
import { createMockJudgeConfig, importBenchDataset } from "./seed-bench-project";
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
const { startJudgeRun } = await import("@/lib/judge/queue/start-judge-run");
const { createJudgeWorker } = await import("@/lib/judge/worker/create-judge-worker");
const { getJudgeRun } = await import("@/lib/judge/results/get-judge-run");
const { spawnWorkerProcesses } = await import("@/lib/judge/worker/spawn-worker-processes");
const { getJudgeEnv } = await import("@/lib/env/get-judge-env");
const { ZStartJudgeRun } = await import("@/lib/judge/schemas");

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
await importBenchDataset({ projectId: project.id, bugs, patches });
const config = await createMockJudgeConfig({ projectId: project.id, name: "bench" });
const seedMs = performance.now() - seedStarted;

// BENCH_WORKER_PROCESSES > 0: the server's set-up (JUDGE_WORKER=process with that many
// JUDGE_WORKER_PROCESSES): its worker processes, started and ready before the run is queued and
// woken when it is, as the server does. 0: one worker in this process (profiled with BENCH_PROFILE).
const PROCESSES = Number(process.env.BENCH_WORKER_PROCESSES ?? 0);
const workers =
  PROCESSES > 0
    ? spawnWorkerProcesses({
        count: PROCESSES,
        concurrency: getJudgeEnv().JUDGE_WORKER_CONCURRENCY,
        root: ROOT,
      })
    : null;
await workers?.ready;
const pids = workers?.pids().map((pid) => pid!) ?? [];
/** User + system CPU milliseconds of a process so far (Linux /proc; clock ticks of 10 ms). */
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const session = PROFILE && PROCESSES === 0 ? new Session() : null;
if (session) {
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 500 });
  await session.post("Profiler.start");
}
let done = 0;
let allDone: () => void = () => {};
const finished = new Promise<void>((resolve) => (allDone = resolve));
const run = await startJudgeRun({
  projectId: project.id,
  actorId: null,
  input: ZStartJudgeRun.parse({ configId: config.id, concurrency: CONCURRENCY }),
});
if (run.total !== ITEMS) throw new Error(`expected ${ITEMS} jobs, got ${run.total}`);
// Timed from here: the run is queued; the workers start on it.
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const startedAt = Date.now();
const childCpu0 = pids.map(cpuOf);
workers?.wake();
const worker =
  PROCESSES === 0
    ? createJudgeWorker({
        pollMs: 200,
        onOutcome: (outcome) => {
          if (outcome === "done" && ++done === ITEMS) allDone();
        },
      })
    : null;
if (!worker) {
  // The worker processes store the results: wait for the last one.
  for (;;) {
    const stored = await prisma.judgeResult.count({ where: { runId: run.id } });
    if (stored >= ITEMS) break;
    await new Promise((res) => setTimeout(res, 50));
  }
  allDone();
}
await finished;
let wallMs = performance.now() - t0;
if (!worker) {
  // From the run's start to its last stored result (not to this process's last poll).
  const last = await prisma.judgeResult.aggregate({
    where: { runId: run.id },
    _max: { createdAt: true },
  });
  wallMs = last._max.createdAt!.getTime() - startedAt;
}
const cpu = process.cpuUsage(cpu0);
const childCpuMs = pids.reduce((sum, pid, i) => sum + cpuOf(pid) - childCpu0[i]!, 0);
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
await worker?.stop();
workers?.stop();
const results = await prisma.judgeResult.count({ where: { runId: run.id } });
const failed = await prisma.judgeJob.count({ where: { runId: run.id, status: "failed" } });
const summary = await getJudgeRun({ projectId: project.id, runId: run.id });
if (summary.status !== "completed") throw new Error(`run ended ${summary.status}`);
const result: TRunResult = {
  engine: DB_PROVIDER,
  processes: PROCESSES,
  concurrency: CONCURRENCY,
  items: ITEMS,
  results,
  failed,
  llmCalls: summary.llmCalls,
  cachedCalls: summary.cachedCalls,
  wallMs,
  // With worker processes, theirs (this process only polls); else this one's.
  cpuMsPerPatch: (PROCESSES > 0 ? childCpuMs : (cpu.user + cpu.system) / 1000) / ITEMS,
  seedMs,
  profile,
};
console.log(RUN_MARKER + JSON.stringify(result));
await prisma.$disconnect();
process.exit(0);
