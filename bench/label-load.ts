// Benchmark: 50 concurrent raters submitting labels to `next start`, on SQLite and on
// PostgreSQL in the same run. For each engine a fresh database (a file under bench/.data/, or
// the database `label_load` of a throwaway PostgreSQL server from scripts/postgres-server.mjs)
// is migrated like `npm start` does and seeded through the domain layer by a child process
// (bench/label-load-seed.ts: `@/lib/db/client` picks its engine from DATABASE_URL at import).
// The one production build is then served by `next start` with that DATABASE_URL; the 50
// raters sign in through the API, and autocannon PUTs labels over each rater's own items:
// an unmeasured warm-up, 200 unloaded PUTs, then a paced run and a closed-loop run of
// BENCH_SECONDS (default 60) each (bench/label-load-run.ts). The server is stopped before
// the next engine starts. The section of bench/RESULTS.md has a column per engine and the
// PostgreSQL / SQLite ratios (bench/label-load-report.ts).
// Run: npm run bench:labels   (BENCH_ENGINES=sqlite or postgresql runs one engine; without a
// PostgreSQL server installed, SQLite only is measured and the section says so)
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { buildIfNeeded } from "@/scripts/build.mjs";
import {
  findPostgresBin,
  startPostgres,
  type TPostgresServer,
} from "@/scripts/postgres-server.mjs";
import { ROOT, applyRuntimeEnv } from "@/scripts/runtime-env.mjs";
import { formatReport, type TEngineResult } from "./label-load-report";
import { HOST, createLoad, killServers, startNext } from "./label-load-run";
import {
  ENGINE_NAMES,
  PROJECT_SLUG,
  RATERS,
  SEED_MARKER,
  type TCounted,
  type TEngine,
  type TSeeded,
} from "./label-load-setup";
import { writeResult } from "./write-result";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
/** Labels per second per rater in the paced run. */
const PACED_RATE = 1;
const TARGET_P95_MS = 100;
const UNLOADED_PUTS = 200;
if (!(SECONDS > 0) || !(WARMUP_SECONDS >= 0))
  throw new Error("BENCH_SECONDS must be > 0 and BENCH_WARMUP_SECONDS >= 0.");
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,postgresql")
  .split(",")
  .map((e) => e.trim())
  .filter(Boolean);
for (const e of ENGINES)
  if (!(e in ENGINE_NAMES))
    throw new Error(`BENCH_ENGINES: unknown engine "${e}" (sqlite, postgresql).`);

const DATA = path.join(ROOT, "bench", ".data");
const SQLITE_FILE = path.join(DATA, "label-load.db");
mkdirSync(DATA, { recursive: true });
process.env.DATABASE_URL = `file:${SQLITE_FILE}`;
// A throwaway secret: the bench never touches ./data/auth-secret.
process.env.AUTH_SECRET ??= randomBytes(48).toString("base64url");
applyRuntimeEnv();

let postgres: TPostgresServer | null = null;
function cleanUp(): void {
  killServers();
  postgres?.stop();
  postgres = null;
}
process.on("exit", cleanUp);
for (const sig of ["SIGINT", "SIGTERM"] as const)
  process.on(sig, () => {
    cleanUp();
    process.exit(130);
  });

/** Runs bench/label-load-seed.ts against one database and returns its JSON answer. */
function seedChild<T extends TSeeded | TCounted>(databaseUrl: string, args: string[]): T {
  const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
  const res = spawnSync(tsx, ["--tsconfig", "tsconfig.json", "bench/label-load-seed.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    maxBuffer: 16 * 2 ** 20,
  });
  const line = res.stdout?.split("\n").find((l) => l.startsWith(SEED_MARKER));
  if (res.status !== 0 || !line)
    throw new Error(
      `bench/label-load-seed.ts ${args.join(" ")} failed (exit ${res.status})${res.stdout ? `:\n${res.stdout}` : ""}`,
    );
  return JSON.parse(line.slice(SEED_MARKER.length)) as T;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, HOST, () => srv.close(() => resolve(true)));
  });
}
async function freePort(preferred: number): Promise<number> {
  for (let p = preferred; p < preferred + 50; p++) if (await portIsFree(p)) return p;
  throw new Error(`No free port in ${preferred}-${preferred + 49}.`);
}

/** Seeds, serves and loads one engine's database; stops its server before returning. */
async function measureEngine(
  engine: TEngine,
  databaseUrl: string,
  port: number,
): Promise<TEngineResult> {
  const name = ENGINE_NAMES[engine];
  const loadAverage = os.loadavg()[0]!;
  const seeded = seedChild<TSeeded>(databaseUrl, ["seed"]);
  console.log(
    `\n${name}: seeded ${seeded.patches} patches, ${seeded.raterEmails.length} raters, ${seeded.assignments} assignments in ${seeded.seedSeconds.toFixed(1)} s.`,
  );
  const log = path.join(DATA, `label-load-server-${engine}.log`);
  const server = startNext({ port, databaseUrl, log });
  try {
    await server.ready();
    const load = createLoad({
      base: server.base,
      slug: PROJECT_SLUG,
      campaignId: seeded.campaignId,
    });
    const raters = await load.signIn(seeded.raterEmails);
    const queueSizes = raters.map((r) => r.items.length);
    console.log(
      `${name}: ${raters.length} raters signed in; ${Math.min(...queueSizes)}–${Math.max(...queueSizes)} items each.`,
    );
    if (WARMUP_SECONDS > 0) {
      const warm = await load.closedLoop(raters, WARMUP_SECONDS);
      console.log(
        `${name}: warm-up (${WARMUP_SECONDS} s, not measured): ${warm.latencies.length} responses, ${warm.non2xx} non-2xx, ${warm.socketErrors + warm.timeouts} socket errors/timeouts.`,
      );
    }
    const unloaded = await load.unloaded(raters[0]!, UNLOADED_PUTS);
    console.log(
      `${name}: unloaded (one request at a time, ${UNLOADED_PUTS} PUTs): p50 ${unloaded.p50.toFixed(1)} ms, p95 ${unloaded.p95.toFixed(1)} ms.`,
    );
    console.log(
      `${name}: measuring for ${SECONDS} s: ${RATERS} raters at ${PACED_RATE} label/s each…`,
    );
    const paced = await load.paced(raters, SECONDS, PACED_RATE);
    console.log(`${name}: measuring for ${SECONDS} s: ${RATERS} connections, closed loop…`);
    const closed = await load.closedLoop(raters, SECONDS);
    const serverAlive = server.alive();
    await server.stop();
    const counted = seedChild<TCounted>(databaseUrl, ["count", seeded.campaignId]);
    if (counted.ratings === 0)
      throw new Error(
        `${name}: no rating reached the database: the load run did not exercise the write path.`,
      );
    return {
      engine,
      loadAverage,
      seeded,
      counted,
      queueSizes,
      unloaded,
      paced,
      closed,
      serverAlive,
      log,
    };
  } catch (err) {
    try {
      const tail = readFileSync(log, "utf8").trim().split("\n").slice(-20).join("\n");
      if (tail) console.error(`--- last lines of ${log} ---\n${tail}`);
    } catch {
      // no log yet
    }
    throw err;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const notes: string[] = [];
  const engines = ENGINES as TEngine[];
  if (engines.includes("postgresql") && !findPostgresBin()) {
    const msg =
      "PostgreSQL is not installed (apt-get install -y postgresql): only SQLite was measured.";
    console.warn(`⚠ ${msg}`);
    notes.push(msg);
    engines.splice(engines.indexOf("postgresql"), 1);
  }
  if (engines.length === 0) throw new Error("No engine left to measure.");
  buildIfNeeded();
  const port = await freePort(Number(process.env.BENCH_PORT ?? 3400));
  const results: TEngineResult[] = [];
  for (const engine of (["sqlite", "postgresql"] as const).filter((e) => engines.includes(e))) {
    let databaseUrl: string;
    if (engine === "sqlite") {
      for (const suffix of ["", "-wal", "-shm", "-journal"])
        rmSync(SQLITE_FILE + suffix, { force: true });
      databaseUrl = `file:${SQLITE_FILE}`;
    } else {
      postgres = await startPostgres();
      databaseUrl = postgres.urlFor("label_load");
    }
    try {
      results.push(await measureEngine(engine, databaseUrl, port));
    } finally {
      postgres?.stop();
      postgres = null;
    }
  }

  const { body, passes } = formatReport(results, {
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    pacedRate: PACED_RATE,
    targetP95Ms: TARGET_P95_MS,
    unloadedPuts: UNLOADED_PUTS,
    poolSize: process.env.DATABASE_POOL_SIZE
      ? `= ${process.env.DATABASE_POOL_SIZE}`
      : "unset: 10 connections, lib/db/client.ts's default",
    notes,
  });
  const env = [
    process.env.BENCH_ENGINES ? `BENCH_ENGINES=${process.env.BENCH_ENGINES}` : "",
    SECONDS !== 60 ? `BENCH_SECONDS=${SECONDS}` : "",
    WARMUP_SECONDS !== 5 ? `BENCH_WARMUP_SECONDS=${WARMUP_SECONDS}` : "",
    process.env.DATABASE_POOL_SIZE ? `DATABASE_POOL_SIZE=${process.env.DATABASE_POOL_SIZE}` : "",
  ].filter(Boolean);
  writeResult({
    section: "Labelling load: 50 raters",
    command: [...env, "npm run bench:labels"].join(" "),
    body,
  });
  console.log("\n" + body);
  const verdict = Object.entries(passes)
    .map(([name, ok]) => `${name} ${ok ? "PASS" : "FAIL"}`)
    .join(", ");
  console.log(
    `\nPaced run (p95 < ${TARGET_P95_MS} ms, 0 errors): ${verdict}. Written to bench/RESULTS.md.`,
  );
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  cleanUp();
}
