import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { PrismaClient } from "@/generated/prisma/client";
import { PrismaClient as PostgresPrismaClient } from "@/generated/prisma-pg/client";
import { testProvider } from "@/lib/test/copy-test-database";
import { createDatabase, dropDatabase } from "@/scripts/test-databases.mjs";

// The migration that turned the enumerated String columns into Prisma enums, applied to a
// database that already holds rows written by the schema before it: every row keeps its values.
// SQLite keeps enums as TEXT, so it has no migration of its own; on PostgreSQL each column is
// converted in place (ALTER COLUMN … TYPE "Enum" USING …), never dropped and re-added.
const MIGRATION = "column_enums";
const provider = testProvider();
const ROOT = path.resolve(".");
const migrationsDir = path.join(ROOT, provider === "postgresql" ? "prisma/postgresql" : "prisma");
const work = mkdtempSync(path.join(tmpdir(), "rubricate-enum-migration-"));
const dropLater: string[] = [];

/** A Prisma config whose migrations are the committed ones before the enum migration. */
function configBeforeEnums(): string {
  const dir = path.join(work, "migrations");
  for (const entry of readdirSync(path.join(migrationsDir, "migrations"))) {
    if (entry.endsWith(`_${MIGRATION}`)) break;
    cpSync(path.join(migrationsDir, "migrations", entry), path.join(dir, entry), {
      recursive: true,
    });
  }
  const file = path.join(work, "prisma.config.ts");
  writeFileSync(
    file,
    [
      `import path from "node:path";`,
      `import base from ${JSON.stringify(path.join(ROOT, "prisma.config.ts"))};`,
      `export default { ...base, schema: path.resolve(${JSON.stringify(ROOT)}, base.schema!), migrations: { path: ${JSON.stringify(dir)} } };`,
    ].join("\n"),
  );
  return file;
}

const deploy = (url: string, config?: string) =>
  spawnSync(
    path.join(ROOT, "node_modules/.bin/prisma"),
    ["migrate", "deploy", ...(config ? ["--config", config] : [])],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, DATABASE_URL: url } },
  );

const at = new Date("2026-11-01T10:00:00.000Z");
/** One row per table with an enumerated column, in foreign-key order; values as the old schema stored them. */
const OLD_ROWS: [table: string, row: Record<string, string | number | Date>][] = [
  ["user", { id: "u1", name: "Ada", email: "ada@example.test", updatedAt: at }],
  ["Project", { id: "p1", slug: "p", name: "P", updatedAt: at }],
  ["ProjectRole", { id: "pr1", projectId: "p1", userId: "u1", role: "lead" }],
  [
    "ImportJob",
    {
      id: "ij1",
      projectId: "p1",
      kind: "predictions",
      fileName: "f",
      status: "failed",
      report: "{}",
    },
  ],
  [
    "Bug",
    {
      id: "b1",
      projectId: "p1",
      externalId: "B-1",
      report: "r",
      groundTruthPatch: "d",
      updatedAt: at,
    },
  ],
  [
    "Patch",
    { id: "pa1", projectId: "p1", bugId: "b1", externalId: "X-1", diff: "d", contentHash: "h" },
  ],
  ["Rubric", { id: "r1", bugId: "b1", format: "freeform", status: "in_review", updatedAt: at }],
  ["Rubric", { id: "r2", bugId: "b1", updatedAt: at }], // format and status from the old defaults
  [
    "DraftJob",
    {
      id: "dj1",
      projectId: "p1",
      bugId: "b1",
      batchId: "x",
      engine: "offline",
      status: "failed",
      updatedAt: at,
    },
  ],
  [
    "RubricVersion",
    {
      id: "rv1",
      rubricId: "r1",
      number: 1,
      kind: "freeform_draft",
      source: "offline",
      content: "c",
    },
  ],
  [
    "RubricEdit",
    {
      id: "re1",
      versionId: "rv1",
      position: 0,
      type: "modification",
      baseStart: 0,
      baseEnd: 1,
      newStart: 0,
      newEnd: 1,
      beforeText: "a",
      afterText: "b",
      justification: "j",
    },
  ],
  [
    "RubricReview",
    {
      id: "rr1",
      rubricId: "r1",
      versionId: "rv1",
      round: 1,
      reviewerId: "u1",
      decision: "returned",
    },
  ],
  [
    "Campaign",
    { id: "c1", projectId: "p1", name: "C", phase: "reveal", kind: "external", updatedAt: at },
  ],
  ["Campaign", { id: "c2", projectId: "p1", name: "D", updatedAt: at }],
  ["CampaignRater", { id: "cr1", campaignId: "c1", userId: "u1", role: "adjudicator" }],
  [
    "Assignment",
    {
      id: "a1",
      campaignId: "c1",
      patchId: "pa1",
      raterId: "u1",
      position: 0,
      status: "done",
      updatedAt: at,
    },
  ],
  [
    "Consensus",
    { id: "co1", campaignId: "c1", patchId: "pa1", label: "INVALID", method: "unanimous" },
  ],
  [
    "JudgeConfig",
    {
      id: "jc1",
      projectId: "p1",
      name: "j",
      version: 1,
      provider: "openai-compatible",
      model: "m",
      promptTemplate: "t",
      promptVersion: "1",
      reference: "report_only",
    },
  ],
  ["JudgeRun", { id: "jr1", projectId: "p1", configId: "jc1", status: "completed_with_failures" }],
  [
    "JudgeJob",
    { id: "jj1", runId: "jr1", patchId: "pa1", sample: 0, status: "cancelled", updatedAt: at },
  ],
  [
    "JudgeResult",
    { id: "jres1", runId: "jr1", jobId: "jj1", patchId: "pa1", sample: 0, label: "VALID" },
  ],
];

/** What the current client reads back: the values written, and the old defaults. */
const EXPECTED = {
  projectRole: { role: "lead" },
  importJob: { kind: "predictions", status: "failed" },
  rubric: [
    { id: "r1", format: "freeform", status: "in_review" },
    { id: "r2", format: "templated", status: "drafting" },
  ],
  draftJob: { format: "templated", engine: "offline", status: "failed" },
  rubricVersion: { kind: "freeform_draft", source: "offline" },
  rubricEdit: { type: "modification" },
  rubricReview: { decision: "returned" },
  campaign: [
    { id: "c1", phase: "reveal", kind: "external" },
    { id: "c2", phase: "labelling", kind: "assigned" },
  ],
  campaignRater: { role: "adjudicator" },
  assignment: { status: "done" },
  consensus: { label: "INVALID", method: "unanimous" },
  judgeConfig: { provider: "openai-compatible", reference: "report_only" },
  judgeRun: { status: "completed_with_failures" },
  judgeJob: { status: "cancelled" },
  judgeResult: { label: "VALID" },
};

/** The enumerated columns of every row, as the current client reads them. */
async function readBack(db: PrismaClient) {
  const byId = { orderBy: { id: "asc" } } as const;
  return {
    projectRole: await db.projectRole.findFirstOrThrow({ select: { role: true } }),
    importJob: await db.importJob.findFirstOrThrow({ select: { kind: true, status: true } }),
    rubric: await db.rubric.findMany({ ...byId, select: { id: true, format: true, status: true } }),
    draftJob: await db.draftJob.findFirstOrThrow({
      select: { format: true, engine: true, status: true },
    }),
    rubricVersion: await db.rubricVersion.findFirstOrThrow({
      select: { kind: true, source: true },
    }),
    rubricEdit: await db.rubricEdit.findFirstOrThrow({ select: { type: true } }),
    rubricReview: await db.rubricReview.findFirstOrThrow({ select: { decision: true } }),
    campaign: await db.campaign.findMany({
      ...byId,
      select: { id: true, phase: true, kind: true },
    }),
    campaignRater: await db.campaignRater.findFirstOrThrow({ select: { role: true } }),
    assignment: await db.assignment.findFirstOrThrow({ select: { status: true } }),
    consensus: await db.consensus.findFirstOrThrow({ select: { label: true, method: true } }),
    judgeConfig: await db.judgeConfig.findFirstOrThrow({
      select: { provider: true, reference: true },
    }),
    judgeRun: await db.judgeRun.findFirstOrThrow({ select: { status: true } }),
    judgeJob: await db.judgeJob.findFirstOrThrow({ select: { status: true } }),
    judgeResult: await db.judgeResult.findFirstOrThrow({ select: { label: true } }),
  };
}

async function insertOldRows(url: string, rows = OLD_ROWS) {
  const sql = (table: string, cols: string[], param: (i: number) => string) =>
    `INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(",")}) VALUES (${cols.map((_, i) => param(i)).join(",")})`;
  if (provider === "postgresql") {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const [table, row] of rows)
        await client.query(
          sql(table, Object.keys(row), (i) => `$${i + 1}`),
          Object.values(row),
        );
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(url.slice("file:".length));
  const value = (v: string | number | Date) =>
    v instanceof Date ? v.toISOString().replace("Z", "+00:00") : v;
  for (const [table, row] of rows)
    db.prepare(sql(table, Object.keys(row), () => "?")).run(...Object.values(row).map(value));
  db.close();
}

function clientFor(url: string): PrismaClient {
  if (provider === "postgresql")
    return new PostgresPrismaClient({
      adapter: new PrismaPg({ connectionString: url }),
    }) as unknown as PrismaClient;
  return new PrismaClient({ adapter: new PrismaBetterSQLite3({ url }) });
}

let before: Promise<string> | null = null;
/** A database migrated up to the enum migration, once per file: the tests copy it. */
function databaseBeforeEnums(): Promise<string> {
  before ??= (async () => {
    const onPg = provider === "postgresql";
    const name = `enum_migration_before_${process.pid}`;
    if (onPg) dropLater.push(name);
    const url = onPg
      ? await createDatabase({ serverUrl: process.env.RUBRICATE_TEST_POSTGRES_URL!, name })
      : `file:${path.join(work, "before.db")}`;
    const result = deploy(url, configBeforeEnums());
    expect(result.status, result.stderr).toBe(0);
    return onPg ? name : url;
  })();
  return before;
}

/** A private copy of the database migrated up to the enum migration. */
async function freshDatabase(tag: string): Promise<string> {
  const template = await databaseBeforeEnums();
  if (provider === "postgresql") {
    const name = `enum_migration_${tag}_${process.pid}`;
    dropLater.push(name);
    return createDatabase({ serverUrl: process.env.RUBRICATE_TEST_POSTGRES_URL!, name, template });
  }
  const file = path.join(work, `${tag}.db`);
  copyFileSync(template.slice("file:".length), file);
  return `file:${file}`;
}

afterAll(async () => {
  for (const name of dropLater)
    await dropDatabase({ serverUrl: process.env.RUBRICATE_TEST_POSTGRES_URL!, name });
});

describe(`the column-enums migration (${provider})`, () => {
  it("keeps every row written before it, values and defaults, and the client reads them as enums", async () => {
    const url = await freshDatabase("keep");
    await insertOldRows(url);
    const after = deploy(url);
    expect(after.status, after.stderr).toBe(0);

    const db = clientFor(url);
    try {
      expect(await readBack(db)).toEqual(EXPECTED);
      // The column defaults survive the conversion: a new row without the columns gets them.
      const created = await db.judgeRun.create({
        data: { projectId: "p1", configId: "jc1" },
        select: { status: true },
      });
      expect(created.status).toBe("queued");
      // Enum values are declared in byte order, so both engines sort them as SQLite sorts text
      // (PostgreSQL sorts an enum by declaration, where "queued" came first).
      expect(
        (await db.judgeRun.findMany({ orderBy: { status: "asc" }, select: { status: true } })).map(
          (r) => r.status,
        ),
      ).toEqual(["completed_with_failures", "queued"]);
      // Filters on a converted column still use its index and its values.
      expect(await db.judgeJob.count({ where: { runId: "jr1", status: "cancelled" } })).toBe(1);
    } finally {
      await db.$disconnect();
    }
  }, 180_000);

  it.runIf(provider === "postgresql")(
    "a value outside an enum stops the migration and leaves the database as it was",
    async () => {
      const url = await freshDatabase("refuse");
      await insertOldRows(url, [
        ...OLD_ROWS.slice(0, 2),
        ["ProjectRole", { id: "pr1", projectId: "p1", userId: "u1", role: "owner" }],
        ["Campaign", { id: "c1", projectId: "p1", name: "C", phase: "reveal", updatedAt: at }],
      ]);
      const after = deploy(url);
      expect(after.status).not.toBe(0);
      expect(after.stdout + after.stderr).toMatch(
        /invalid input value for enum "ProjectRoleName": "owner"/,
      );
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const types = await client.query(
          `SELECT table_name, column_name, data_type FROM information_schema.columns
           WHERE (table_name, column_name) IN (('ProjectRole', 'role'), ('Campaign', 'phase'), ('Assignment', 'status'))
           ORDER BY table_name`,
        );
        expect(types.rows).toEqual([
          { table_name: "Assignment", column_name: "status", data_type: "text" },
          { table_name: "Campaign", column_name: "phase", data_type: "text" },
          { table_name: "ProjectRole", column_name: "role", data_type: "text" },
        ]);
        const rows = await client.query(`SELECT role FROM "ProjectRole"`);
        expect(rows.rows).toEqual([{ role: "owner" }]);
        const enums = await client.query(
          `SELECT typname FROM pg_type WHERE typname = 'ProjectRoleName'`,
        );
        expect(enums.rows).toEqual([]);
      } finally {
        await client.end();
      }
    },
    180_000,
  );
});
