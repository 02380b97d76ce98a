// `npm run db:migration -- NAME`: regenerates prisma/postgresql/schema.prisma, then writes
// prisma/migrations/<timestamp>_NAME (SQLite) and prisma/postgresql/migrations/<timestamp>_NAME
// from the schema diffs (prisma migrate dev does not work with the WASM engine). The PostgreSQL
// diff replays the migrations on a throwaway local server (scripts/postgres-server.mjs).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startPostgres } from "./postgres-server.mjs";
import { writePostgresSchema } from "./postgres-schema.mjs";
import { ROOT } from "./runtime-env.mjs";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]+/gi, "_");
if (!name) {
  console.error("usage: npm run db:migration -- NAME");
  process.exit(2);
}
writePostgresSchema();
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const prisma = path.join(ROOT, "node_modules", ".bin", "prisma");

function write(dir, url) {
  const tmp = path.join(tmpdir(), `rubricate-migration-${process.pid}.sql`);
  const res = spawnSync(
    prisma,
    [
      "migrate",
      "diff",
      "--from-migrations",
      `${dir}/migrations`,
      "--to-schema-datamodel",
      `${dir}/schema.prisma`,
      "--script",
      "-o",
      tmp,
    ],
    { cwd: ROOT, stdio: "inherit", env: { ...process.env, DATABASE_URL: url } },
  );
  if (res.status !== 0) process.exit(res.status ?? 1);
  if (!readFileSync(tmp, "utf8").replace(/--.*$/gm, "").trim()) {
    rmSync(tmp);
    console.log(`${dir}: no schema changes.`);
    return;
  }
  const target = path.join(ROOT, dir, "migrations", `${stamp}_${name}`);
  mkdirSync(target, { recursive: true });
  renameSync(tmp, path.join(target, "migration.sql"));
  console.log(`Wrote ${path.relative(ROOT, target)}/migration.sql`);
}

write("prisma", "file::memory:");
const server = await startPostgres();
try {
  write("prisma/postgresql", server.url);
} finally {
  server.stop();
}
