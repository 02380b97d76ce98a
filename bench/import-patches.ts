// Benchmark: import 10,000 candidate patches built from ../shared/data (pvbench and
// le2019 texts, each made unique), timed end to end through importDataset, beside a
// floor in the same run: the same rows inserted with raw better-sqlite3 statements.
// Run: npm run bench:import   (writes bench/RESULTS.md's import section)
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { writeResult } from "./write-result";

const N = Number(process.env.BENCH_PATCHES ?? 10_000);
const SHARED = path.resolve(process.env.RUBRICATE_SHARED ?? "../shared/data");
if (!existsSync(SHARED))
  throw new Error(`Shared data not found at ${SHARED} (set RUBRICATE_SHARED).`);

const dir = mkdtempSync(path.join(tmpdir(), "rubricate-bench-"));
const dbFile = path.join(dir, "bench.db");
process.env.DATABASE_URL = `file:${dbFile}`;
execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], {
  env: { ...process.env, CHECKPOINT_DISABLE: "1" },
  stdio: "pipe",
});

const { prisma } = await import("@/lib/db/client");
const { importDataset } = await import("@/lib/import/import-dataset");
const { createProject } = await import("@/lib/projects/create-project");

const readJsonl = (f: string) =>
  readFileSync(path.join(SHARED, f), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const bugs = [...readJsonl("pvbench/bugs.jsonl"), ...readJsonl("le2019/bugs.jsonl")];
const sources = [...readJsonl("pvbench/patches.jsonl"), ...readJsonl("le2019/patches.jsonl")];

/** Makes a patch text unique by tagging its first added line; hunk counts stay valid. */
function variant(diff: string, i: number): string {
  const added = /^\+(?!\+\+ )(.*)$/m;
  if (added.test(diff)) return diff.replace(added, (_m, line: string) => `+${line} /* v${i} */`);
  return diff.replace(/^-(?!-- )(.*)$/m, (_m, line: string) => `-${line} /* v${i} */`);
}
const rows = Array.from({ length: N }, (_, i) => {
  const s = sources[i % sources.length]!;
  return {
    patchId: `bench-${i}`,
    bugId: s.bugId,
    patch: variant(String(s.patch), i),
    tool: s.tool ?? null,
    model: s.model ?? null,
    sample: typeof s.sample === "number" ? s.sample : null,
    passesTests: typeof s.passesTests === "boolean" ? s.passesTests : null,
  };
});
const patchFile = Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
const bugFile = Buffer.from(bugs.map((b) => JSON.stringify(b)).join("\n") + "\n");

const project = await createProject({
  input: { slug: "bench", name: "Bench", description: "" },
  actorId: null,
});
const bugReport = await importDataset({
  projectId: project.id,
  actorId: null,
  fileName: "bugs.jsonl",
  bytes: bugFile,
});
if (!bugReport.written) throw new Error(JSON.stringify(bugReport.errors.slice(0, 3)));

const t0 = performance.now();
const report = await importDataset({
  projectId: project.id,
  actorId: null,
  fileName: "patches.jsonl",
  bytes: patchFile,
});
const importMs = performance.now() - t0;
if (!report.written || report.created.patches !== N)
  throw new Error(`import failed: ${JSON.stringify(report).slice(0, 500)}`);
await prisma.$disconnect();

// Floor: the same rows, raw inserts in one transaction, into a second project.
const db = new Database(dbFile);
const bugIds = new Map(
  (db.prepare("SELECT externalId, id FROM Bug").all() as { externalId: string; id: string }[]).map(
    (b) => [b.externalId, b.id],
  ),
);
db.prepare(
  "INSERT INTO Project (id, slug, name, description, createdAt, updatedAt) VALUES ('floor', 'floor', 'floor', '', 0, 0)",
).run();
const insPatch = db.prepare(
  "INSERT INTO Patch (id, projectId, bugId, externalId, diff, contentHash, tool, model, sample, passesTests, metadata, createdAt) VALUES (?, 'floor', ?, ?, ?, ?, ?, ?, ?, ?, '{}', 0)",
);
const insSource = db.prepare(
  "INSERT INTO PatchSource (id, projectId, patchId, externalId, tool, model, sample, passesTests, metadata, createdAt) VALUES (?, 'floor', ?, ?, ?, ?, ?, ?, '{}', 0)",
);
const t1 = performance.now();
db.transaction(() => {
  for (const r of rows) {
    const id = randomUUID();
    const pt = r.passesTests === null ? null : Number(r.passesTests);
    insPatch.run(
      id,
      bugIds.get(String(r.bugId)),
      r.patchId,
      r.patch,
      `h${r.patchId}`,
      r.tool,
      r.model,
      r.sample,
      pt,
    );
    insSource.run(randomUUID(), id, r.patchId, r.tool, r.model, r.sample, pt);
  }
})();
const floorMs = performance.now() - t1;
db.close();

const mb = (patchFile.length / 1024 / 1024).toFixed(1);
const lines = [
  `Import of ${N.toLocaleString("en")} candidate patches (${mb} MB JSONL built from pvbench + le2019 texts) into SQLite, on this machine (2 cores).`,
  "",
  "| measure | time | ratio |",
  "|---|---|---|",
  `| importDataset (parse, UTF-8, zod, diff check, hash, plan, one transaction + audit) | ${(importMs / 1000).toFixed(2)} s | ${(importMs / 5000).toFixed(2)} of the 5 s target |`,
  `| floor: raw better-sqlite3 inserts of the same rows, one transaction | ${(floorMs / 1000).toFixed(2)} s | import / floor = ${(importMs / floorMs).toFixed(1)}× |`,
  "",
  `Target: under 5 s. ${importMs < 5000 ? "Met" : "NOT met"}.`,
];
writeResult({ section: "Dataset import", command: "npm run bench:import", body: lines.join("\n") });
console.log(lines.join("\n"));
