// `npm test`: type check, lint and format; then the whole suite on SQLite and again on
// PostgreSQL. Three lanes run side by side, because on a small machine none fills it alone
// (Vitest waits on databases and child processes; Playwright drives one browser at a time, so
// two Playwright passes side by side left a fifth of two cores idle: bench/RESULTS.md, CI time):
//   checks lane:  lint → format → schema drift → Vitest on SQLite → Vitest on PostgreSQL
//   browser lane: type check → next build (without its own type check) → Playwright on SQLite
//   pg-e2e lane:  (once the app is built) Playwright on PostgreSQL, on ports and an output
//                 folder of its own
// The PostgreSQL Vitest pass runs only the files that may touch a database
// (scripts/select-database-tests.mjs); pure tests run once. The first failure stops every
// lane. For PostgreSQL a throwaway server is started on 127.0.0.1
// (scripts/postgres-server.mjs); without PostgreSQL installed those passes are skipped with a
// warning, or fail under CI. RUBRICATE_TEST_ENGINES=sqlite (or postgresql) runs one engine;
// RUBRICATE_TEST_SERIAL=1 runs everything one stage after the other (output unprefixed).
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import path from "node:path";
import readline from "node:readline";
import { findPostgresBin, startPostgres } from "./postgres-server.mjs";
import { ROOT } from "./runtime-env.mjs";
import { selectDatabaseTests } from "./select-database-tests.mjs";

const engines = (process.env.RUBRICATE_TEST_ENGINES ?? "sqlite,postgresql")
  .split(",")
  .map((e) => e.trim())
  .filter(Boolean);
const serial = process.env.RUBRICATE_TEST_SERIAL === "1";
const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);

/** Each stage's wall time, printed as a table at the end (CI time is throughput). */
const timings = [];
const running = new Set();
let failed = false;

/** Runs one stage; its output lines carry the lane's tag when the lanes run side by side. */
function step(lane, title, cmd, args, env = {}) {
  if (failed) return Promise.resolve(false);
  console.log(`\n━━ ${title} ━━${serial ? "" : `  [${lane}]`}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: serial ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
      detached: true, // its own process group, so a failure elsewhere can stop all of it
    });
    running.add(child);
    if (!serial)
      for (const stream of [child.stdout, child.stderr])
        readline
          .createInterface({ input: stream })
          .on("line", (line) => console.log(`[${lane}] ${line}`));
    child.on("close", (code, signal) => {
      running.delete(child);
      const ok = code === 0;
      timings.push({ lane, title, seconds: (Date.now() - started) / 1000, ok, stopped: !!signal });
      if (!ok && !failed) {
        failed = true;
        console.error(`\n✗ ${title} failed.`);
        stopOthers();
      }
      resolve(ok);
    });
  });
}

/**
 * Stops the other lane: SIGINT first (Playwright then stops its web servers, which run in
 * process groups of their own), SIGKILL to the group if it is still there 15 s later.
 */
function stopOthers() {
  const signal = (child, sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  for (const child of running) {
    signal(child, "SIGINT");
    setTimeout(() => signal(child, "SIGKILL"), 15_000).unref();
  }
}

async function sequence(stages) {
  for (const stage of stages) if (!(await stage())) return false;
  return true;
}

function printTimings(wall) {
  const width = Math.max(...timings.map((t) => t.title.length), 5);
  console.log(`\nStage timings (${serial ? "one after the other" : "three lanes side by side"}):`);
  for (const t of timings)
    console.log(
      `  ${t.lane.padEnd(7)}  ${t.title.padEnd(width)}  ${t.seconds.toFixed(1).padStart(7)} s${
        t.ok ? "" : t.stopped ? "  (stopped)" : "  (failed)"
      }`,
    );
  console.log(`  ${"".padEnd(7)}  ${"wall time".padEnd(width)}  ${wall.toFixed(1).padStart(7)} s`);
}

let server = null;
for (const sig of ["SIGINT", "SIGTERM"])
  process.on(sig, () => {
    failed = true;
    stopOthers();
    server?.stop();
    process.exit(130);
  });

const started = Date.now();
const sqlite = engines.includes("sqlite");
let postgres = engines.includes("postgresql");
if (postgres && !findPostgresBin()) {
  const msg =
    "PostgreSQL is not installed (apt-get install -y postgresql): the PostgreSQL pass was skipped.";
  if (process.env.CI) {
    console.error(`✗ ${msg}`);
    process.exit(1);
  }
  console.warn(`⚠ ${msg}`);
  postgres = false;
}
server = postgres ? await startPostgres() : null;
if (server) console.log(`PostgreSQL test server: ${server.url}`);
const pg = server ? { RUBRICATE_TEST_POSTGRES_URL: server.url } : {};
const node = process.execPath;
// Side by side, each Vitest pass gets half the cores (one on two): the Playwright lanes fill the
// rest, and a third Vitest process on two cores only slowed the e2e pass beside it
// (bench/RESULTS.md, CI time). One after the other, Vitest's own setting applies (vitest.config.ts).
const vitestWorkers = serial
  ? []
  : ["--maxWorkers", String(Math.max(1, Math.floor(availableParallelism() / 2)))];

const checks = [
  () => step("checks", "Lint (ESLint: import boundaries, no cycles)", node, ["scripts/lint.mjs"]),
  () =>
    step("checks", "Format (Prettier, 100 columns)", bin("prettier"), [
      "--check",
      "**/*.{ts,tsx,mjs,js,cjs,css}",
    ]),
  () =>
    step(
      "checks",
      `Schema drift (${server ? "both engines" : "SQLite"})`,
      node,
      ["scripts/check-drift.mjs"],
      pg,
    ),
  ...(sqlite
    ? [
        () =>
          step("checks", "SQLite: unit and integration tests", bin("vitest"), [
            "run",
            ...vitestWorkers,
          ]),
      ]
    : []),
];

// The e2e passes start once the app is built (false: it failed or never ran).
let markBuilt;
const built = new Promise((resolve) => (markBuilt = resolve));
const browser = [
  // Next's route types first (`next typegen`, 1 s), so tsc checks pages against them as
  // `next build` would; the build then skips its own TypeScript pass (bench/RESULTS.md, CI
  // time). Both in this lane: a build beside tsc would rewrite .next/types under it.
  () =>
    step("browser", "Type check (tsc, with Next's route types)", node, ["scripts/typecheck.mjs"]),
  async () => {
    const ok = await step("browser", "Build the app (next build, when the sources changed)", node, [
      "scripts/build.mjs",
      "--no-typecheck",
    ]);
    markBuilt(ok);
    return ok;
  },
  ...(sqlite
    ? [
        async () =>
          (await built) &&
          step("browser", "SQLite: e2e tests (Chromium)", bin("playwright"), ["test"]),
      ]
    : []),
];

if (server)
  checks.push(() =>
    step(
      "checks",
      "PostgreSQL: integration tests (the files that touch a database)",
      bin("vitest"),
      ["run", ...vitestWorkers, ...selectDatabaseTests({ root: ROOT })],
      pg,
    ),
  );

const postgresE2e = server
  ? [
      async () =>
        (await built) &&
        step(
          "pg-e2e",
          "PostgreSQL: e2e tests (Chromium)",
          bin("playwright"),
          ["test", "--output", "test-results-postgresql"],
          // Ports and reports of its own: it runs beside the SQLite pass.
          {
            ...pg,
            E2E_PORT: "3220",
            E2E_MOCK_LLM_PORT: "3298",
            PLAYWRIGHT_HTML_OUTPUT_DIR: "playwright-report-postgresql",
          },
        ),
    ]
  : [];

/** The browser lane's stages; however they end, the e2e passes stop waiting for the build. */
async function browserLane() {
  try {
    return await sequence(browser);
  } finally {
    markBuilt(false); // no effect once the build has settled it
  }
}

let ok;
try {
  ok = serial
    ? (await sequence(checks)) && (await browserLane()) && (await sequence(postgresE2e))
    : (await Promise.all([sequence(checks), browserLane(), sequence(postgresE2e)])).every(Boolean);
} finally {
  server?.stop();
}
printTimings((Date.now() - started) / 1000);
console.log(ok ? "\n✓ All tests passed." : "");
process.exit(ok ? 0 : 1);
