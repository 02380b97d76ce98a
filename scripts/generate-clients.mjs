// postinstall: generates both Prisma clients, generated/prisma (SQLite) and generated/prisma-pg
// (PostgreSQL). prisma.config.ts picks the schema from DATABASE_URL; no database is contacted.
// Then builds the CLI's JavaScript (scripts/build-cli.mjs), which bundles the generated clients.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildCli } from "./build-cli.mjs";
import { ROOT } from "./runtime-env.mjs";

const prisma = path.join(ROOT, "node_modules", ".bin", "prisma");
for (const url of ["file:./data/generate.db", "postgresql://generate@127.0.0.1:5432/generate"]) {
  const res = spawnSync(prisma, ["generate"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: "1" },
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
try {
  await buildCli();
} catch (err) {
  // bin/rubricate.mjs builds it again at its next start, or runs the TypeScript through tsx.
  console.warn(`The CLI's JavaScript build failed (the CLI will retry): ${err.message}`);
}
