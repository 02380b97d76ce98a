// Fails when the schemas and the committed migrations disagree:
// 1. prisma/postgresql/schema.prisma must be what scripts/postgres-schema.mjs generates;
// 2. prisma/migrations must build prisma/schema.prisma (SQLite, in memory);
// 3. prisma/postgresql/migrations must build the PostgreSQL schema, checked on a server
//    (RUBRICATE_TEST_POSTGRES_URL, or DATABASE_URL when it is PostgreSQL; skipped without one).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { POSTGRES_SCHEMA, SQLITE_SCHEMA, renderPostgresSchema } from "./postgres-schema.mjs";
import { ROOT, isPostgresUrl } from "./runtime-env.mjs";

const HOW =
  "Create a migration (docs/development.md, 'Changing the schema'): npm run db:migration -- NAME";
let current = "";
try {
  current = readFileSync(POSTGRES_SCHEMA, "utf8");
} catch {
  /* missing counts as stale */
}
if (current !== renderPostgresSchema(readFileSync(SQLITE_SCHEMA, "utf8"))) {
  console.error(`prisma/postgresql/schema.prisma is stale. ${HOW}`);
  process.exit(1);
}

function diff(label, dir, schema, url) {
  const prisma = path.join(ROOT, "node_modules", ".bin", "prisma");
  const res = spawnSync(
    prisma,
    [
      "migrate",
      "diff",
      "--from-migrations",
      `${dir}/migrations`,
      "--to-schema-datamodel",
      schema,
      "--script",
      "--exit-code",
    ],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: "1" },
    },
  );
  if (res.status === 0) return console.log(`${label}: schema and migrations agree.`);
  if (res.status === 2) {
    console.error(`${label}: the Prisma schema drifted from ${dir}/migrations. ${HOW}\n`);
    console.error(res.stdout);
  } else {
    console.error(res.stdout + res.stderr);
  }
  process.exit(res.status === 2 ? 1 : (res.status ?? 1));
}

diff("SQLite", "prisma", "prisma/schema.prisma", "file::memory:");
const server =
  process.env.RUBRICATE_TEST_POSTGRES_URL ||
  (isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : "");
if (server) diff("PostgreSQL", "prisma/postgresql", "prisma/postgresql/schema.prisma", server);
else
  console.log(
    "PostgreSQL: migrations not checked (no server; npm test starts one when PostgreSQL is installed).",
  );
