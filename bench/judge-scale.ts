// Benchmark: one judge run of BENCH_PATCHES (100,000) candidate patches through the production
// server. A fresh database is seeded through the domain layer by bench/judge-scale-seed.ts (5
// patches per bug, a lead, an LLM configuration); the production build is served by `next start`
// (whose built-in judge worker does the run) against a mock OpenAI-compatible server in its own
// process (BENCH_LATENCY_MS per answer, 200 by default). The lead starts the run through the API
// at concurrency 64; while it runs, the server's memory (RSS of its process group, every second)
// is sampled, and the APIs the run page and the judge dashboard poll are requested once a second
// each, one at a time: the run's progress (`GET …/judge/runs/<id>`), the runs list
// (`GET …/judge/runs`) and one page of the run's results (`GET …/runs/<id>/results?limit=50`, as
// the run page polls its current page), one page further each second (following nextCursor, back to
// the first after the last), so deep pages are timed as well as the first. After
// the run the CSV export is downloaded (time to first byte, total, memory). Target: server memory
// flat (peak vs start), p95 of the polled APIs under 200 ms.
// Run: npm run bench:judge-scale   (BENCH_PATCHES, BENCH_LATENCY_MS, BENCH_ENGINES=sqlite,postgresql,
// BENCH_JUDGE_WORKER=inline,process: where the server runs the judge, see JUDGE_WORKER)
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { buildIfNeeded } from "@/scripts/build.mjs";
import { findPostgresBin, startPostgres } from "@/scripts/postgres-server.mjs";
import { ROOT, applyRuntimeEnv } from "@/scripts/runtime-env.mjs";
import { killServers, startNext } from "./label-load-run";
import { writeResult } from "./write-result";

const PATCHES = Number(process.env.BENCH_PATCHES ?? 100_000);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 200);
const CONCURRENCY = 64;
const TARGET_P95_MS = 200;
/** Rows per results page the bench asks for (the run page's default). */
const RESULTS_LIMIT = 50;
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite").split(",");
/** Where the server runs the judge (JUDGE_WORKER): inline in its own thread, or its worker child process. */
const WORKERS = (process.env.BENCH_JUDGE_WORKER ?? "inline,process").split(",");
const PASSWORD = "scale-bench-password-1";
const DATA = path.join(ROOT, "bench", ".data");
mkdirSync(DATA, { recursive: true });
process.env.AUTH_SECRET ??= randomBytes(48).toString("base64url");
process.env.DATABASE_URL = `file:${path.join(DATA, "judge-scale.db")}`;
applyRuntimeEnv();

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs: number[], q: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};

/** Resident memory (MB) of every process in the group led by `pgid` (next start may fork). */
function groupRssMb(pgid: number): number {
  let kb = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      kb += Number(rss?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kb / 1024;
}

// ---------------------------------------------------------------- mock
const mockPort = await freePort();
const mock = spawn(
  process.execPath,
  [
    path.join(ROOT, "bench/mock-bench-server.mjs"),
    "--port",
    String(mockPort),
    "--latency",
    String(LATENCY_MS),
  ],
  { stdio: "ignore" },
);
const mockUrl = `http://127.0.0.1:${mockPort}/v1`;
for (
  let i = 0;
  !(await fetch(`${mockUrl}/models`).then(
    (r) => r.ok,
    () => false,
  ));
  i++
) {
  if (i > 100) throw new Error("mock server did not start");
  await sleep(100);
}
const postgres = ENGINES.includes("postgresql") && findPostgresBin() ? await startPostgres() : null;
process.on("exit", () => {
  killServers();
  mock.kill();
  postgres?.stop();
});
buildIfNeeded();

type TEngineResult = {
  engine: string;
  worker: string;
  seedSeconds: number;
  runSeconds: number;
  results: number;
  status: string;
  rss: { start: number; peak: number; end: number; samples: number };
  apis: { name: string; n: number; p50: number; p95: number; max: number; errors: number }[];
  exportBytes: number;
  exportFirstByteMs: number;
  exportMs: number;
  exportPeakRss: number;
  load: number;
  loadEnd: number;
  /** The results list's total on its last page read (every patch of the run). */
  resultsTotal: number;
};

async function measure(engine: string, worker: string): Promise<TEngineResult> {
  const databaseUrl =
    engine === "postgresql"
      ? postgres!.urlFor("judge_scale")
      : `file:${path.join(DATA, "judge-scale.db")}`;
  if (engine === "sqlite")
    for (const suffix of ["", "-wal", "-shm", "-journal"])
      rmSync(path.join(DATA, "judge-scale.db") + suffix, { force: true });
  const seed = spawnSync(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    ["--tsconfig", "tsconfig.json", "bench/judge-scale-seed.ts"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        BENCH_PATCHES: String(PATCHES),
        BENCH_PASSWORD: PASSWORD,
      },
      stdio: ["ignore", "pipe", "inherit"],
      encoding: "utf8",
    },
  );
  const line = seed.stdout.split("\n").find((l) => l.startsWith("JUDGE_SCALE_SEED "));
  if (seed.status !== 0 || !line) throw new Error(`seeding failed:\n${seed.stdout}`);
  const seeded = JSON.parse(line.slice("JUDGE_SCALE_SEED ".length)) as {
    slug: string;
    configId: string;
    email: string;
    seedSeconds: number;
  };
  console.log(`${engine}: seeded ${PATCHES} patches in ${seeded.seedSeconds.toFixed(1)} s`);

  process.env.LLM_PROVIDER = "openai-compatible";
  process.env.LLM_BASE_URL = mockUrl;
  process.env.LLM_MODEL = "mock-judge";
  process.env.RUBRICATE_DEMO = "off";
  process.env.JUDGE_WORKER = worker;
  const port = await freePort();
  const log = path.join(DATA, `judge-scale-server-${engine}-${worker}.log`);
  const server = startNext({ port, databaseUrl, log });
  try {
    await server.ready();
    const base = server.base;
    const pgid = (
      spawnSync("sh", ["-c", `ps -o pgid= -p $(pgrep -f -n "next start -p ${port}")`], {
        encoding: "utf8",
      }).stdout ?? ""
    ).trim();
    const group = Number(pgid);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: seeded.email, password: PASSWORD }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    if (!cookie.includes("session_token")) throw new Error(`sign-in answered ${signIn.status}`);
    const api = `${base}/api/projects/${seeded.slug}/judge`;
    // Warm the routes once (first requests compile nothing in production, but load modules).
    await fetch(`${api}/runs`, { headers: { cookie } });
    const rssStart = groupRssMb(group);
    const load = os.loadavg()[0]!;
    const t0 = performance.now();
    const started = await fetch(`${api}/runs`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: base },
      body: JSON.stringify({ configId: seeded.configId, concurrency: CONCURRENCY }),
    });
    if (!started.ok) throw new Error(`starting the run answered ${started.status}`);
    const runId = ((await started.json()) as { run: { id: string } }).run.id;
    const rss: number[] = [rssStart];
    const timings = new Map<string, { ms: number[]; errors: number }>();
    const timed = async (name: string, url: string) => {
      const entry = timings.get(name) ?? { ms: [], errors: 0 };
      timings.set(name, entry);
      const s = performance.now();
      const res = await fetch(url, { headers: { cookie } }).catch(() => null);
      const body = res ? await res.arrayBuffer().catch(() => null) : null;
      if (!res?.ok || !body) entry.errors += 1;
      else entry.ms.push(performance.now() - s);
      return res?.ok && body ? JSON.parse(new TextDecoder().decode(body)) : null;
    };
    let status = "queued";
    let done = 0;
    let resultsCursor: string | null = null;
    let resultsTotal = 0;
    let lastLog = 0;
    while (["queued", "running"].includes(status)) {
      const tickStart = performance.now();
      rss.push(groupRssMb(group));
      const view = (await timed("run progress: GET …/judge/runs/<id>", `${api}/runs/${runId}`)) as {
        run: { status: string; counts: { done: number } };
      } | null;
      if (view) {
        status = view.run.status;
        done = view.run.counts.done;
      }
      await timed("judge dashboard: GET …/judge/runs", `${api}/runs`);
      const page = (await timed(
        `run results page (${RESULTS_LIMIT} rows): GET …/judge/runs/<id>/results?limit=${RESULTS_LIMIT}&cursor=…`,
        `${api}/runs/${runId}/results?limit=${RESULTS_LIMIT}${resultsCursor ? `&cursor=${encodeURIComponent(resultsCursor)}` : ""}`,
      )) as { nextCursor: string | null; total: number; rows: unknown[] } | null;
      if (page) {
        resultsCursor = page.nextCursor;
        resultsTotal = page.total;
      }
      if (performance.now() - lastLog > 30_000) {
        lastLog = performance.now();
        console.log(
          `${engine}: ${done} of ${PATCHES} after ${((performance.now() - t0) / 1000).toFixed(0)} s, server RSS ${rss.at(-1)!.toFixed(0)} MB`,
        );
      }
      await sleep(Math.max(0, 1000 - (performance.now() - tickStart)));
    }
    const runSeconds = (performance.now() - t0) / 1000;
    const rssRunPeak = Math.max(...rss);
    const rssEnd = groupRssMb(group);
    // The CSV export of the whole run, read as it streams.
    const exportRss: number[] = [];
    const sampler = setInterval(() => exportRss.push(groupRssMb(group)), 200);
    const e0 = performance.now();
    const res = await fetch(`${api}/runs/${runId}/export?format=csv`, { headers: { cookie } });
    let exportBytes = 0;
    let exportFirstByteMs = NaN;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      if (exportBytes === 0) exportFirstByteMs = performance.now() - e0;
      exportBytes += chunk.length;
    }
    const exportMs = performance.now() - e0;
    clearInterval(sampler);
    const results = done;
    return {
      engine,
      worker,
      seedSeconds: seeded.seedSeconds,
      runSeconds,
      results,
      status,
      rss: { start: rssStart, peak: rssRunPeak, end: rssEnd, samples: rss.length },
      apis: [...timings].map(([name, t]) => ({
        name,
        n: t.ms.length,
        p50: quantile(t.ms, 0.5),
        p95: quantile(t.ms, 0.95),
        max: Math.max(...t.ms),
        errors: t.errors,
      })),
      exportBytes,
      exportFirstByteMs,
      exportMs,
      exportPeakRss: Math.max(rssEnd, ...exportRss),
      load,
      loadEnd: os.loadavg()[0]!,
      resultsTotal,
    };
  } finally {
    await server.stop();
  }
}

const out: TEngineResult[] = [];
for (const engine of ENGINES) {
  if (engine === "postgresql" && !postgres) continue;
  for (const worker of WORKERS) {
    const r = await measure(engine, worker);
    out.push(r);
    console.log(JSON.stringify(r, null, 1));
  }
}
const fmt = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : "—");
const lines = [
  `One judge run of ${PATCHES.toLocaleString("en")} patches (${PATCHES / 5} bugs × 5) at concurrency ${CONCURRENCY}, done by the server's judge worker (\`next start\`, production build; JUDGE_WORKER=inline: in the server's own process, process: in its \`rubricate worker\` child process) against the mock OpenAI-compatible server in its own process at **${LATENCY_MS} ms** per answer (ideal ${fmt((CONCURRENCY * 1000) / LATENCY_MS)} patches/s). Memory is the RSS of the server's process group, sampled every second. While the run goes on, a signed-in lead requests the run page's progress API and the judge dashboard's runs list and one page of the run's results (${RESULTS_LIMIT} rows, as the run page polls its current page; one page further each second, following \`nextCursor\`, back to the first after the last) once a second each, one request at a time. Machine: ${os.cpus().length} cores, Node ${process.version}.`,
  "",
];
for (const r of out) {
  lines.push(
    `**${r.engine === "sqlite" ? "SQLite" : "PostgreSQL"}, JUDGE_WORKER=${r.worker}** (1-minute load average ${r.load.toFixed(2)} at the start, ${r.loadEnd.toFixed(2)} at the end of the run): seeded in ${fmt(r.seedSeconds, 1)} s; the run ended **${r.status}** with ${r.results.toLocaleString("en")} results in ${fmt(r.runSeconds, 1)} s (${fmt(r.results / r.runSeconds, 1)} patches/s, ${fmt(r.results / r.runSeconds / ((CONCURRENCY * 1000) / LATENCY_MS), 3)} of ideal).`,
    "",
    "| server memory (RSS of its process group, worker child included) | MB |",
    "|---|---|",
    `| at the start of the run | ${fmt(r.rss.start)} |`,
    `| peak during the run (${r.rss.samples} samples) | **${fmt(r.rss.peak)}** |`,
    `| at the end of the run | ${fmt(r.rss.end)} |`,
    `| peak while streaming the CSV export (${(r.exportBytes / 2 ** 20).toFixed(1)} MB, first byte after ${fmt(r.exportFirstByteMs)} ms, all in ${fmt(r.exportMs / 1000, 1)} s) | ${fmt(r.exportPeakRss)} |`,
    "",
    "| API during the run | requests | p50 | p95 | max | errors | p95 < 200 ms |",
    "|---|---|---|---|---|---|---|",
    ...r.apis.map(
      (a) =>
        `| ${a.name} | ${a.n} | ${fmt(a.p50, 1)} ms | **${fmt(a.p95, 1)} ms** | ${fmt(a.max, 1)} ms | ${a.errors} | ${a.p95 < TARGET_P95_MS ? "PASS" : "FAIL"} |`,
    ),
    "",
  );
}
writeResult({
  section: "Judge at scale",
  command: `BENCH_PATCHES=${PATCHES} BENCH_ENGINES=${ENGINES.join(",")} BENCH_JUDGE_WORKER=${WORKERS.join(",")} npm run bench:judge-scale`,
  body: lines.join("\n"),
});
process.exit(0);
