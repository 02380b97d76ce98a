// Applies committed migrations (prisma migrate deploy, WASM engine, offline)
// and turns on SQLite's WAL journal so readers never block the writer.
import { spawnSync } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { ROOT } from "./runtime-env.mjs";

export function prepareDatabase({ quiet = false } = {}) {
  const prisma = path.join(ROOT, "node_modules", ".bin", "prisma");
  const res = spawnSync(prisma, ["migrate", "deploy"], { cwd: ROOT, env: process.env, encoding: "utf8" });
  if (res.status !== 0) {
    process.stderr.write(res.stdout + res.stderr);
    throw new Error("Applying database migrations failed (see above).");
  }
  if (!quiet) {
    const applied = /(\d+) migrations? found/.exec(res.stdout)?.[1];
    console.log(`Database ready (${applied ?? "?"} migrations, ${process.env.DATABASE_URL}).`);
  }
  const url = process.env.DATABASE_URL ?? "";
  if (url.startsWith("file:")) {
    const db = new Database(path.resolve(ROOT, url.slice("file:".length)));
    db.pragma("journal_mode = WAL");
    db.close();
  }
}
