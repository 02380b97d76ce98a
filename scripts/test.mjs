// `npm test`: the whole suite on SQLite, then again on PostgreSQL. Type check and schema drift
// first; then for each engine the unit/integration tests (vitest) and the e2e tests (Playwright,
// real Chromium). For PostgreSQL a throwaway server is started on 127.0.0.1
// (scripts/postgres-server.mjs); without PostgreSQL installed that pass is skipped with a
// warning, or fails under CI. RUBRICATE_TEST_ENGINES=sqlite (or postgresql) runs one pass.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { findPostgresBin, startPostgres } from "./postgres-server.mjs";
import { ROOT } from "./runtime-env.mjs";

const engines = (process.env.RUBRICATE_TEST_ENGINES ?? "sqlite,postgresql")
  .split(",")
  .map((e) => e.trim())
  .filter(Boolean);
const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);

/** Each stage's wall time, printed as a table at the end (CI time is throughput). */
const timings = [];

function step(title, cmd, args, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const res = spawnSync(cmd, args, {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  timings.push({ title, seconds: (Date.now() - started) / 1000, ok: res.status === 0 });
  if (res.status !== 0) {
    console.error(`\n✗ ${title} failed.`);
    return false;
  }
  return true;
}

function suite(label, env) {
  // The 100,000-row bulk case is a benchmark (npm run bench:bulk); the suite runs 10,000 rows.
  return (
    step(`${label}: unit and integration tests`, bin("vitest"), ["run"], env) &&
    step(`${label}: e2e tests (Chromium)`, bin("playwright"), ["test"], env)
  );
}

function printTimings() {
  const total = timings.reduce((sum, t) => sum + t.seconds, 0);
  const width = Math.max(...timings.map((t) => t.title.length), 5);
  console.log("\nStage timings:");
  for (const t of timings)
    console.log(
      `  ${t.title.padEnd(width)}  ${t.seconds.toFixed(1).padStart(7)} s${t.ok ? "" : "  (failed)"}`,
    );
  console.log(`  ${"total".padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
}

let ok =
  step("Type check", bin("tsc"), ["--noEmit"]) &&
  step("Lint (ESLint: import boundaries, no cycles)", process.execPath, ["scripts/lint.mjs"]) &&
  step("Format (Prettier, 100 columns)", bin("prettier"), [
    "--check",
    "**/*.{ts,tsx,mjs,js,cjs,css}",
  ]);
if (ok && engines.includes("sqlite"))
  ok =
    step("Schema drift (SQLite)", process.execPath, ["scripts/check-drift.mjs"]) &&
    suite("SQLite", {});
if (ok && engines.includes("postgresql")) {
  if (!findPostgresBin()) {
    const msg =
      "PostgreSQL is not installed (apt-get install -y postgresql): the PostgreSQL pass was skipped.";
    if (process.env.CI) {
      console.error(`✗ ${msg}`);
      ok = false;
    } else {
      console.warn(`⚠ ${msg}`);
    }
  } else {
    const server = await startPostgres();
    console.log(`\nPostgreSQL test server: ${server.url}`);
    try {
      const env = { RUBRICATE_TEST_POSTGRES_URL: server.url };
      ok =
        step("Schema drift (both engines)", process.execPath, ["scripts/check-drift.mjs"], env) &&
        suite("PostgreSQL", env);
    } finally {
      server.stop();
    }
  }
}
printTimings();
console.log(ok ? "\n✓ All tests passed." : "");
process.exit(ok ? 0 : 1);
