// bench/RESULTS.md's "Labelling load: 50 raters" section from bench/label-load.ts's runs:
// one column per engine and, when both ran, the PostgreSQL / SQLite ratio.
import os from "node:os";
import type { TRun } from "./label-load-run";
import {
  BUGS,
  ENGINE_NAMES,
  RATERS,
  RATERS_PER_PATCH,
  type TCounted,
  type TEngine,
  type TSeeded,
} from "./label-load-setup";

export type TEngineResult = {
  engine: TEngine;
  loadAverage: number;
  seeded: TSeeded;
  counted: TCounted;
  queueSizes: number[];
  unloaded: { p50: number; p95: number };
  paced: TRun;
  closed: TRun;
  serverAlive: boolean;
  log: string;
};

export type TReportOptions = {
  seconds: number;
  warmupSeconds: number;
  pacedRate: number;
  targetP95Ms: number;
  unloadedPuts: number;
  poolSize: string;
  notes: string[];
};

function stats(r: TRun, targetP95Ms: number) {
  const lat = [...r.latencies].sort((a, b) => a - b);
  const pct = (p: number) =>
    lat.length === 0 ? NaN : lat[Math.max(0, Math.ceil((p / 100) * lat.length) - 1)]!;
  const errors = r.non2xx + r.socketErrors + r.timeouts;
  return {
    count: lat.length,
    throughput: lat.length / r.seconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: lat.at(-1) ?? NaN,
    errors,
    pass: pct(95) < targetP95Ms && errors === 0,
  };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const int = (v: number) => v.toLocaleString("en");
const ratio = (pg: number, sqlite: number) =>
  Number.isFinite(pg / sqlite) && sqlite !== 0 ? (pg / sqlite).toFixed(2) : "—";

/** The section's body (markdown) and whether each engine's paced run met the target. */
export function formatReport(
  results: TEngineResult[],
  o: TReportOptions,
): { body: string; passes: Record<string, boolean> } {
  const both = results.length === 2;
  const names = results.map((r) => ENGINE_NAMES[r.engine]);
  const phases = results.map((r) => ({
    paced: stats(r.paced, o.targetP95Ms),
    closed: stats(r.closed, o.targetP95Ms),
  }));
  // One table row: label, one cell per engine, and the ratio when both engines ran (`value` null: no ratio).
  const row = (label: string, cell: (i: number) => string, value?: (i: number) => number) =>
    `| ${label} | ${results.map((_, i) => cell(i)).join(" | ")} |${both ? ` ${value ? ratio(value(1), value(0)) : ""} |` : ""}`;
  const heading = (label: string) =>
    `| **${label}** | ${results.map(() => "").join(" | ")} |${both ? " |" : ""}`;
  const phaseRows = (phase: "paced" | "closed") => {
    const s = (i: number) => phases[i]![phase];
    const run = (i: number) => results[i]![phase];
    return [
      row(
        "requests answered",
        (i) => int(s(i).count),
        (i) => s(i).count,
      ),
      row(
        "throughput",
        (i) => `${s(i).throughput.toFixed(0)} req/s`,
        (i) => s(i).throughput,
      ),
      row(
        "latency p50",
        (i) => ms(s(i).p50),
        (i) => s(i).p50,
      ),
      row(
        "latency p95",
        (i) => `**${ms(s(i).p95)}**`,
        (i) => s(i).p95,
      ),
      row(
        "latency p99",
        (i) => ms(s(i).p99),
        (i) => s(i).p99,
      ),
      row(
        "latency max",
        (i) => ms(s(i).max),
        (i) => s(i).max,
      ),
      row(
        "errors (non-2xx, socket, timeouts)",
        (i) => `**${s(i).errors}** (${run(i).non2xx}, ${run(i).socketErrors}, ${run(i).timeouts})`,
        (i) => s(i).errors,
      ),
      row(`p95 < ${o.targetP95Ms} ms and 0 errors`, (i) => (s(i).pass ? "PASS" : "FAIL")),
    ];
  };
  const first = results[0]!;
  const queue = results.flatMap((r) => r.queueSizes);
  const cpus = os.cpus();
  const engineLine = (r: TEngineResult) =>
    r.engine === "sqlite"
      ? `SQLite ${r.counted.serverVersion} (better-sqlite3, ${r.counted.settings}; a fresh file under bench/.data/)`
      : `PostgreSQL ${r.counted.serverVersion} (a throwaway server from scripts/postgres-server.mjs on 127.0.0.1, fresh database \`label_load\`, ${r.counted.settings}; the app's pg pool: DATABASE_POOL_SIZE ${o.poolSize})`;

  const body = [
    `${RATERS} raters, each signed in with their own session on one keep-alive connection, submit labels (\`PUT …/items/<id>/rating\`, VALID/INVALID with a justification) over their own ${Math.min(...queue)}–${Math.max(...queue)} items. Every submit goes through the session check, the campaign access check and a write transaction (rating + audit row). Per engine, two runs of ${o.seconds} s each after a ${o.warmupSeconds} s unmeasured warm-up:`,
    `- **paced**: each rater submits ${o.pacedRate} label per second (${RATERS * o.pacedRate} labels/s in all, raters' clocks evenly staggered, one autocannon instance each) — already far faster than people label (a label takes a rater tens of seconds);`,
    `- **closed loop** (stress): each connection sends its next label as soon as the previous answer arrives, so ${RATERS} requests are always in flight.`,
    "",
    `${both ? "Both engines, one after the other in the same run," : "The engine"} get${both ? "" : "s"} the same fresh database seeded through the domain layer (${BUGS} bugs, ${first.seeded.patches} patches, ${RATERS_PER_PATCH} raters per patch, ${int(first.seeded.assignments)} assignments) and the same sequence of requests, against their own \`next start\` of the same production build on 127.0.0.1. Load: autocannon, same machine; latencies are every response's time from request write to full response.`,
    ...results.map((r) => `- ${engineLine(r)}.`),
    "",
    `| measure | ${names.join(" | ")} |${both ? " PostgreSQL / SQLite |" : ""}`,
    `|---|${results.map(() => "---").join("|")}|${both ? "---|" : ""}`,
    heading(`paced: ${RATERS} raters × ${o.pacedRate} label/s`),
    ...phaseRows("paced"),
    heading(`closed loop: ${RATERS} in flight`),
    ...phaseRows("closed"),
    heading(`unloaded: one request at a time (${o.unloadedPuts} PUTs)`),
    row(
      "latency p50",
      (i) => ms(results[i]!.unloaded.p50),
      (i) => results[i]!.unloaded.p50,
    ),
    row(
      "latency p95",
      (i) => ms(results[i]!.unloaded.p95),
      (i) => results[i]!.unloaded.p95,
    ),
    heading("database"),
    row(
      "seeding through the domain layer",
      (i) => `${results[i]!.seeded.seedSeconds.toFixed(1)} s`,
      (i) => results[i]!.seeded.seedSeconds,
    ),
    row(
      "ratings after the runs (of the assignments)",
      (i) => `${int(results[i]!.counted.ratings)} of ${int(results[i]!.seeded.assignments)}`,
    ),
    row(
      "rating audit rows after the runs",
      (i) => int(results[i]!.counted.audited),
      (i) => results[i]!.counted.audited,
    ),
    row("machine load average (1 min) before the engine's runs", (i) =>
      results[i]!.loadAverage.toFixed(2),
    ),
    "",
  ];
  if (both)
    body.push(
      "Ratios are PostgreSQL / SQLite: above 1 means PostgreSQL took longer (latencies, seeding) or answered more (requests, throughput).",
      "",
    );
  const passes = Object.fromEntries(
    results.map((r, i) => [ENGINE_NAMES[r.engine], phases[i]!.paced.pass && r.serverAlive]),
  );
  body.push(
    `Target (issue 4: p95 under ${o.targetP95Ms} ms, 0 errors) on the paced run: ${results.map((r) => `${ENGINE_NAMES[r.engine]} **${passes[ENGINE_NAMES[r.engine]] ? "PASS" : "FAIL"}**`).join(", ")}. ` +
      `The closed loop is a stress run: with ${RATERS} requests always in flight, mean latency ≈ ${RATERS} / throughput (Little's law: ${results.map((r, i) => `${ENGINE_NAMES[r.engine]} ${ms((RATERS / phases[i]!.closed.throughput) * 1000)}`).join(", ")}), so p95 < ${o.targetP95Ms} ms there would need more than ${(RATERS * 1000) / o.targetP95Ms} req/s on ${cpus.length} cores shared with the load generator${both ? " and, for PostgreSQL, the database server" : ""}; Next.js alone answers an unauthenticated 401 at about 400 req/s here. On SQLite the per-request cost (unloaded rows) is mostly Prisma's query compiler and client (≈ 54% of server CPU in an earlier profile) across ~13 SQL statements.`,
  );
  for (const [i, r] of results.entries()) {
    if (!r.serverAlive)
      body.push("", `${ENGINE_NAMES[r.engine]}: the server exited during the run; see ${r.log}.`);
    const sample = [...r.paced.sampleErrors, ...r.closed.sampleErrors].slice(0, 3);
    if (sample.length > 0)
      body.push(
        "",
        `${names[i]}: first error answers: ${sample.map((e) => `\`${e.replace(/`/g, "'").replace(/\s+/g, " ").slice(0, 200)}\``).join("; ")}`,
      );
  }
  for (const note of o.notes) body.push("", note);
  body.push(
    "",
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}. Other work on the machine shares these cores, so single runs are noisy (see the load average row).`,
  );
  return { body: body.join("\n"), passes };
}
