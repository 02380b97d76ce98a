// Benchmark: the judge worker's throughput against a mock LLM at 200 ms latency, on SQLite and on
// PostgreSQL, at concurrency 16 and 64, all in one run. A mock OpenAI-compatible server runs in
// its own process (bench/mock-bench-server.mjs); each engine × concurrency is measured by its own
// child process (bench/judge-throughput-run.ts: a fresh database, 125 patches per slot of
// concurrency, 5 per bug, judged by worker processes started as the server starts them with
// JUDGE_WORKER=process and JUDGE_WORKER_PROCESSES = 1, then 2). PostgreSQL is a throwaway server
// from scripts/postgres-server.mjs. Ideal throughput is concurrency / 0.2 s (80 and 320
// patches/s); ratio = throughput / ideal; targets ≥ 0.95 at 16 and ≥ 0.90 at 64. In the same
// session, promptfoo's llm-rubric grades the same items against the same mock at the same
// concurrency (bench/promptfoo/). Then, for the profile only, each level runs once more on SQLite
// with the worker inside the measuring process under a CPU profiler (judging window only), and
// the top items are written to the section (the profiler's own cost stays out of the ratios).
// Run: npm run bench:judge   (writes bench/RESULTS.md's judge-throughput section)
//   BENCH_SKIP_PROMPTFOO=1 skips the peer; BENCH_ENGINES=sqlite measures one engine;
//   BENCH_CONCURRENCY=16,64 chooses the levels; BENCH_WORKER_PROCESSES=1,2 the process counts;
//   BENCH_PROFILE_ALL=1 profiles PostgreSQL too; BENCH_SKIP_PROFILE=1 skips the profile runs.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { sampleDiff } from "@/lib/test/diffs";
import { findPostgresBin, startPostgres } from "@/scripts/postgres-server.mjs";
import { ROOT } from "@/scripts/runtime-env.mjs";
import { PER_BUG, RUN_MARKER, type TRunResult } from "./judge-throughput-shared";
import { writeResult } from "./write-result";

const LATENCY_MS = 200;
const PER_SLOT = Number(process.env.BENCH_ITEMS_PER_SLOT ?? 125);
const LEVELS = (process.env.BENCH_CONCURRENCY ?? "16,64").split(",").map(Number);
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,postgresql").split(",");
const PROCESS_COUNTS = (process.env.BENCH_WORKER_PROCESSES ?? "1,2").split(",").map(Number);
const TARGETS: Record<number, number> = { 16: 0.95, 64: 0.9 };
const ideal = (c: number) => c / (LATENCY_MS / 1000);
const DATA = path.join(ROOT, "bench", ".data");
const PROFILES = path.join(DATA, "profiles");
mkdirSync(PROFILES, { recursive: true });

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

// ---------------------------------------------------------------- mock server (own process)
const port = await freePort();
const mock = spawn(
  process.execPath,
  [
    path.join(ROOT, "bench/mock-bench-server.mjs"),
    "--port",
    String(port),
    "--latency",
    String(LATENCY_MS),
  ],
  { stdio: "ignore" },
);
const baseUrl = `http://127.0.0.1:${port}/v1`;
for (let i = 0; ; i++) {
  const ok = await fetch(`${baseUrl}/models`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (i > 100) throw new Error("mock server did not start");
  await new Promise((r) => setTimeout(r, 100));
}
const completions = async () =>
  ((await (await fetch(`http://127.0.0.1:${port}/stats`)).json()) as { completions: number })
    .completions;

const notes: string[] = [];
const postgres = ENGINES.includes("postgresql") && findPostgresBin() ? await startPostgres() : null;
if (ENGINES.includes("postgresql") && !postgres)
  notes.push("PostgreSQL is not installed (apt-get install -y postgresql): only SQLite measured.");
const cleanUp = () => {
  mock.kill();
  postgres?.stop();
};
process.on("exit", cleanUp);

/** Measures one engine at one concurrency in a child process (profiled: one in-process worker). */
async function measure(
  engine: string,
  concurrency: number,
  processes: number,
  profile: string,
): Promise<TRunResult & { mockCalls: number }> {
  const items = concurrency * PER_SLOT;
  const name = `c${concurrency}_${profile ? "profiled" : `p${processes}`}`;
  const databaseUrl =
    engine === "postgresql"
      ? postgres!.urlFor(`judge_${name}`)
      : `file:${path.join(DATA, `judge-throughput-${name}.db`)}`;
  if (engine === "sqlite")
    for (const suffix of ["", "-wal", "-shm", "-journal"])
      rmSync(databaseUrl.slice(5) + suffix, { force: true });
  // Asynchronous, so this process keeps serving its sockets (the mock's keep-alive) meanwhile.
  const child = spawn(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    ["--tsconfig", "tsconfig.json", "bench/judge-throughput-run.ts"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        LLM_PROVIDER: "openai-compatible",
        LLM_BASE_URL: baseUrl,
        LLM_MODEL: "mock-judge",
        LLM_TIMEOUT_MS: "30000",
        BENCH_ITEMS: String(items),
        BENCH_CONCURRENCY: String(concurrency),
        BENCH_WORKER_PROCESSES: String(profile ? 0 : processes),
        BENCH_PROFILE: profile,
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let stdout = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const res = { status, stdout };
  const line = res.stdout?.split("\n").find((l) => l.startsWith(RUN_MARKER));
  if (res.status !== 0 || !line)
    throw new Error(`${engine} at ${concurrency} failed (exit ${res.status}):\n${res.stdout}`);
  return { ...(JSON.parse(line.slice(RUN_MARKER.length)) as TRunResult), mockCalls: 0 };
}

const ours: (TRunResult & { mockCalls: number; load: number })[] = [];
const profiled: TRunResult[] = [];
const engines = ENGINES.filter((e) => e === "sqlite" || postgres);
for (const engine of engines)
  for (const concurrency of LEVELS)
    for (const processes of PROCESS_COUNTS) {
      const load = os.loadavg()[0]!;
      const before = await completions();
      const r = await measure(engine, concurrency, processes, "");
      r.mockCalls = (await completions()) - before;
      ours.push({ ...r, load });
      const rate = r.results / (r.wallMs / 1000);
      console.log(
        `rubricate ${engine} c${concurrency} ×${processes}: ${r.results} results in ${(r.wallMs / 1000).toFixed(2)} s = ${rate.toFixed(1)}/s (${(rate / ideal(concurrency)).toFixed(3)} of ideal), ${r.cpuMsPerPatch.toFixed(2)} ms CPU per patch`,
      );
    }
if (!process.env.BENCH_SKIP_PROFILE)
  for (const engine of engines.filter((e) => e === "sqlite" || process.env.BENCH_PROFILE_ALL))
    for (const concurrency of LEVELS)
      profiled.push(await measure(engine, concurrency, 0, PROFILES));

// ---------------------------------------------------------------- promptfoo llm-rubric, same items
type TPromptfooResult = {
  items: number | unknown[];
  wallMs: number;
  gradingCalls: number | null;
  passed: number;
  failed: number;
  errors: number;
  itemsPerSecond: number;
};
const peers: (TPromptfooResult & { concurrency: number })[] = [];
let promptfooNote = "";
const runner = path.join(ROOT, "bench", "promptfoo", "run-promptfoo.mjs");
if (process.env.BENCH_SKIP_PROMPTFOO) {
  promptfooNote = "skipped (BENCH_SKIP_PROMPTFOO).";
} else if (!existsSync(path.join(ROOT, "bench", "promptfoo", "node_modules", "promptfoo"))) {
  promptfooNote = "promptfoo is not installed: run `npm install --prefix bench/promptfoo` first.";
} else {
  const { runPromptfooBench } = (await import(runner)) as {
    runPromptfooBench: (o: {
      baseUrl: string;
      items: { id: string; prompt: string; output: string; rubric: string }[];
      concurrency: number;
    }) => Promise<TPromptfooResult>;
  };
  for (const concurrency of LEVELS) {
    const count = concurrency * PER_SLOT;
    // The same texts the Rubricate run judged (bench/judge-throughput-run.ts).
    const items = Array.from({ length: count }, (_, i) => {
      const b = Math.floor(i / PER_BUG);
      const k = i % PER_BUG;
      const report =
        `Crash ${b}: the parser reads past the end of its buffer when the input ends early.\n`.repeat(
          8,
        );
      return {
        id: `bench-${b}:p${k}`,
        prompt: report,
        output: sampleDiff(`  return x + ${b} * ${k + 2};`, `src/f${k}.c`),
        rubric: `The patch must fix the bug the way this developer fix does, or equivalently:\n${sampleDiff(`  return x + ${b};`)}`,
      };
    });
    const before = await completions();
    const r = await runPromptfooBench({ baseUrl, items, concurrency });
    r.gradingCalls = (await completions()) - before;
    if (Array.isArray(r.items)) r.items = r.items.length;
    peers.push({ ...r, concurrency });
    console.log(
      `promptfoo c${concurrency}: ${r.items} items in ${(r.wallMs / 1000).toFixed(2)} s = ${r.itemsPerSecond.toFixed(1)}/s (${(r.itemsPerSecond / ideal(concurrency)).toFixed(3)} of ideal)`,
    );
  }
}
cleanUp();

const ENGINE_NAME: Record<string, string> = { sqlite: "SQLite", postgresql: "PostgreSQL" };
const fmt = (n: number, d = 1) => n.toFixed(d);
const lines = [
  `Mock OpenAI-compatible server in its own process, ${LATENCY_MS} ms per answer, no faults; ${PER_SLOT} patches per slot of concurrency (${PER_BUG} per bug), one run per engine × concurrency × worker processes in a fresh database, with the ground-truth reference, judged by the worker processes the server starts (JUDGE_WORKER=process, JUDGE_WORKER_PROCESSES as in the table, JUDGE_WORKER_CONCURRENCY 64 split among them), started before the run is queued and woken when it is; ideal = concurrency / ${LATENCY_MS / 1000} s. Wall time runs from the run's queueing to its last stored result; CPU per patch is the worker processes' (user + system). Machine: ${os.cpus().length} cores, Node ${process.version}; PostgreSQL is a throwaway local server (fsync off).`,
  "",
  "| judge | engine | worker processes | concurrency | items | wall time | throughput | ideal | **ratio** | target | CPU per patch (workers) | notes |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|",
];
for (const r of ours) {
  const rate = r.results / (r.wallMs / 1000);
  const ratio = rate / ideal(r.concurrency);
  const target = TARGETS[r.concurrency];
  lines.push(
    `| Rubricate worker (durable queue) | ${ENGINE_NAME[r.engine]} | ${r.processes} | ${r.concurrency} | ${r.results} | ${fmt(r.wallMs / 1000, 2)} s | ${fmt(rate)} /s | ${ideal(r.concurrency)} /s | **${fmt(ratio, 3)}** | ${target ? `≥ ${target}: ${ratio >= target ? "PASS" : "FAIL"}` : "—"} | ${fmt(r.cpuMsPerPatch, 2)} ms | ${r.failed} failed; ${r.llmCalls} LLM calls (mock saw ${r.mockCalls}), ${r.cachedCalls} cached; load average ${fmt(r.load, 2)} before |`,
  );
}
for (const p of peers)
  lines.push(
    `| promptfoo llm-rubric (in memory, cache off) | — | 1 | ${p.concurrency} | ${Number(p.items)} | ${fmt(p.wallMs / 1000, 2)} s | ${fmt(p.itemsPerSecond)} /s | ${ideal(p.concurrency)} /s | **${fmt(p.itemsPerSecond / ideal(p.concurrency), 3)}** | — | — | mock saw ${p.gradingCalls} grading calls; ${p.passed} pass, ${p.failed} fail, ${p.errors} errors |`,
  );
if (peers.length === 0)
  lines.push(`| promptfoo llm-rubric | — | — | — | — | — | — | — | — | — | — | ${promptfooNote} |`);
for (const n of notes) lines.push("", n);
if (profiled.length > 0) {
  lines.push(
    "",
    "Where the worker's CPU goes (separate runs with one worker inside the measuring process under V8's CPU profiler; self time by package or file in the judging window, idle left out; profiles under bench/.data/profiles/):",
    "",
  );
  for (const r of profiled) {
    lines.push(
      `- ${ENGINE_NAME[r.engine]}, concurrency ${r.concurrency}: ${fmt(r.profile!.busyMs / r.items, 2)} ms busy per patch: ` +
        r
          .profile!.items.slice(0, 10)
          .map((i) => `${i.name} ${fmt(100 * i.share)} %`)
          .join(", "),
    );
  }
}
writeResult({
  section: "Judge throughput",
  command: "npm run bench:judge",
  body: lines.join("\n"),
});
process.exit(0);
