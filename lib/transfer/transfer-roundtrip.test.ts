import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { describe, expect, it } from "vitest";
import { PrismaClient } from "@/generated/prisma/client";
import { countTableRows } from "@/lib/test/count-table-rows";
import { testProvider } from "@/lib/test/copy-test-database";
import { makeCliRunner } from "@/lib/test/run-cli";
import { DUMP_PLAN } from "./dump-plan";

// The dump always comes from SQLite, the embedded default; it is restored into the suite's
// engine: SQLite → SQLite, and SQLite → PostgreSQL when the suite runs on PostgreSQL.
const source = makeCliRunner({ tag: "transfer-source", provider: "sqlite" });
const target = makeCliRunner({ tag: "transfer-target" });
const dumpA = path.join(source.dir, "a.jsonl");
const dumpB = path.join(target.dir, "b.jsonl");

const lines = (file: string) => readFileSync(file, "utf8").trimEnd().split("\n");
const typeCounts = (rows: string[]) => {
  const counts: Record<string, number> = {};
  for (const l of rows.slice(1)) counts[JSON.parse(l).type] = (counts[JSON.parse(l).type] ?? 0) + 1;
  return counts;
};

/** A preliminary study in the source (CLI), with one rubric and one label written straight to its database. */
async function addStudy(): Promise<void> {
  const raters = ["rater1", "rater2", "rater3"].map((r) => `${r}@demo.rubricate`).join(",");
  const created = source.run(
    ...["study", "create", "--project", "demo", "--name", "Pilot", "--raters", raters],
    ...["--bugs", "tinyjson-17", "--json"],
  );
  expect(created.status, created.stderr).toBe(0);
  const studyId = (JSON.parse(created.stdout) as { id: string }).id;
  const db = new PrismaClient({ adapter: new PrismaBetterSQLite3({ url: source.url }) });
  try {
    const rater = await db.studyRater.findFirstOrThrow({ where: { studyId, position: 1 } });
    const { patchId, patch } = await db.studyPatch.findFirstOrThrow({
      where: { studyId },
      select: { patchId: true, patch: { select: { bugId: true } } },
    });
    const author = { studyId, authorId: rater.userId };
    await db.studyRubric.create({
      data: { ...author, bugId: patch.bugId, content: "# Root cause", submittedAt: new Date() },
    });
    await db.studyLabel.create({
      data: {
        studyId,
        patchId,
        raterId: rater.userId,
        setting: "own",
        rubricAuthorId: rater.userId,
        label: "VALID",
        justification: "bounds checked",
      },
    });
  } finally {
    await db.$disconnect();
  }
}

/** An imported (external) run of three INVALID verdicts on demo patches; returns its id. */
async function importVerdicts(): Promise<string> {
  const db = new PrismaClient({ adapter: new PrismaBetterSQLite3({ url: source.url }) });
  let patchIds: string[];
  try {
    const patches = await db.patch.findMany({ orderBy: { externalId: "asc" }, take: 3 });
    patchIds = patches.map((p) => p.externalId);
  } finally {
    await db.$disconnect();
  }
  const file = path.join(source.dir, "verdicts.jsonl");
  const justification = "It violates the rubric's second requirement and misses the empty input.";
  writeFileSync(
    file,
    patchIds
      .map((patchId) => JSON.stringify({ patchId, label: "INVALID", justification }))
      .join("\n"),
  );
  const imported = source.run(
    ...["judge", "import", file, "--project", "demo", "--name", "Imported tool"],
    ...["--model", "tool-1", "--json"],
  );
  expect(imported.status, imported.stderr).toBe(0);
  const report = JSON.parse(imported.stdout) as { runs: { id: string }[] };
  return report.runs[0]!.id;
}

/** A lead's change of a settled consensus, written straight to the source's database. */
async function addConsensusChange(): Promise<void> {
  const db = new PrismaClient({ adapter: new PrismaBetterSQLite3({ url: source.url }) });
  try {
    const consensus = await db.consensus.findFirstOrThrow({ orderBy: { id: "asc" } });
    const lead = await db.user.findFirstOrThrow({ where: { email: "lead@demo.rubricate" } });
    await db.consensusChange.create({
      data: {
        consensusId: consensus.id,
        changedById: lead.id,
        fromLabel: consensus.label,
        toLabel: consensus.label === "VALID" ? "INVALID" : "VALID",
        themes: JSON.stringify(["rubric_ambiguity"]),
        reason: "the rubric's second requirement was misread",
      },
    });
  } finally {
    await db.$disconnect();
  }
}

/** Rows per dumped model in a runner's database (the demo is its only project). */
async function dbCounts(url: string): Promise<Record<string, number>> {
  const tables = DUMP_PLAN.map(({ model }) => ({
    table: model === "User" ? "user" : model,
    where: model === "AuditLog" ? `"projectId" IS NOT NULL` : undefined,
  }));
  const numbers = await countTableRows({ url, tables });
  return Object.fromEntries(
    DUMP_PLAN.map(({ model }, i) => [model, numbers[i]!] as const).filter(([, n]) => n > 0),
  );
}

describe(`rubricate export (SQLite) / import --dump (${testProvider()})`, () => {
  it("restores the demo into an empty database, and its dump is the source's apart from exportedAt", async () => {
    expect(source.run("seed").status).toBe(0);
    expect(source.run("worker", "--exit-when-idle").status).toBe(0);
    // Rejection themes (keywords, no LLM) of an imported run, so the dump carries some: the
    // demo's own runs are no-LLM baselines, which have no themes.
    const runId = await importVerdicts();
    const themes = source.run("judge", "themes", "--project", "demo", "--run", runId, "--offline");
    expect(themes.status, themes.stderr).toBe(0);
    await addStudy();
    await addConsensusChange();
    const exported = source.run("export", "--project", "demo");
    expect(exported.status, exported.stderr).toBe(0);
    writeFileSync(dumpA, exported.stdout);

    const restored = target.run("import", "--dump", dumpA);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(
      /Restored project demo: \d+ rows written; 0 users matched by email, 7 created without a password/,
    );
    const again = target.run("export", "--project", "demo", "--out", dumpB);
    expect(again.status, again.stderr).toBe(0);

    const [a, b] = [lines(dumpA), lines(dumpB)];
    const header = (l: string) => ({ ...JSON.parse(l), exportedAt: "" });
    expect(header(b[0]!)).toEqual(header(a[0]!));
    expect(b.slice(1)).toEqual(a.slice(1));
    const counts = typeCounts(a);
    expect(counts).toEqual(await dbCounts(source.url));
    expect(counts).toEqual(await dbCounts(target.url));
    // The demo's 54 baseline results and the 3 imported verdicts.
    expect(counts).toMatchObject({ Project: 1, Bug: 8, Patch: 27, Rating: 108, JudgeResult: 57 });
    expect(counts.RejectionTheme).toBeGreaterThan(0);
    expect(counts).toMatchObject({ Study: 1, StudyRater: 3, StudyRubric: 1, StudyLabel: 1 });
    expect(counts.StudyPatch).toBeGreaterThan(0);
    expect(counts.ConsensusChange).toBe(1);

    // Restored users have no password until one is set; then they have a credential.
    const set = target.run("user", "set-password", "--email", "lead@demo.rubricate");
    expect(set.status, set.stderr).toBe(0);
    expect(set.stdout).toMatch(/Password set for lead@demo.rubricate\.\nPassword: \S{16}/);
    expect(target.run("user", "set-password", "--email", "nobody@demo.rubricate").stderr).toContain(
      "No user with email nobody@demo.rubricate.",
    );
  });

  it("refuses to restore a project that exists, writing nothing", async () => {
    const before = await dbCounts(target.url);
    const twice = target.run("import", "--dump", dumpA);
    expect(twice.status).toBe(1);
    expect(twice.stderr).toContain(
      "error: Project demo already exists here; nothing was restored.",
    );
    expect(await dbCounts(target.url)).toEqual(before);
  });

  it("refuses a dump with a bad line, naming the line and the field, and leaves the database unchanged", async () => {
    const fresh = makeCliRunner({ tag: "transfer-bad" });
    const a = lines(dumpA);
    const at = a.findIndex((l) => JSON.parse(l).type === "Rating");
    const bad = [...a];
    bad[at] = JSON.stringify({ type: "Rating", row: { ...JSON.parse(a[at]!).row, label: 1 } });
    const file = path.join(fresh.dir, "bad.jsonl");
    writeFileSync(file, bad.join("\n") + "\n");
    const before = await dbCounts(fresh.url);
    const refused = fresh.run("import", "--dump", file);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `error: Dump line ${at + 1}: Rating.row.label: Invalid input: expected string, received number`,
    );
    expect(await dbCounts(fresh.url)).toEqual(before);
    expect(fresh.run("export", "--project", "demo").stderr).toContain("No project with slug demo.");
  });

  it("keeps the dataset importer: import FILE still needs --project", () => {
    const r = target.run("import", dumpA);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("--project");
  });
});
