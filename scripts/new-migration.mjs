// `npm run db:migration -- NAME`: writes prisma/migrations/<timestamp>_NAME from the
// schema diff (prisma migrate dev does not work with the WASM engine).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./runtime-env.mjs";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]+/gi, "_");
if (!name) { console.error("usage: npm run db:migration -- NAME"); process.exit(2); }
const tmp = path.join(tmpdir(), `rubricate-migration-${process.pid}.sql`);
const prisma = path.join(ROOT, "node_modules", ".bin", "prisma");
const res = spawnSync(prisma, ["migrate", "diff", "--from-migrations", "prisma/migrations", "--to-schema-datamodel", "prisma/schema.prisma", "--script", "-o", tmp], { cwd: ROOT, stdio: "inherit", env: { ...process.env, DATABASE_URL: "file::memory:" } });
if (res.status !== 0) process.exit(res.status ?? 1);
if (!readFileSync(tmp, "utf8").replace(/--.*$/gm, "").trim()) { rmSync(tmp); console.log("No schema changes."); process.exit(0); }
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(ROOT, "prisma", "migrations", `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
renameSync(tmp, path.join(dir, "migration.sql"));
console.log(`Wrote ${path.relative(ROOT, dir)}/migration.sql`);
