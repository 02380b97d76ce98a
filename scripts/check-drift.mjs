// Fails when prisma/schema.prisma and the committed migrations disagree.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "./runtime-env.mjs";

const prisma = path.join(ROOT, "node_modules", ".bin", "prisma");
const res = spawnSync(
  prisma,
  ["migrate", "diff", "--from-migrations", "prisma/migrations", "--to-schema-datamodel", "prisma/schema.prisma", "--script", "--exit-code"],
  { cwd: ROOT, encoding: "utf8", env: { ...process.env, DATABASE_URL: "file::memory:", CHECKPOINT_DISABLE: "1" } },
);
if (res.status === 0) {
  console.log("Prisma schema and migrations agree.");
} else if (res.status === 2) {
  console.error("The Prisma schema drifted from prisma/migrations. Create a migration (see README, 'Changing the schema'):\n");
  console.error(res.stdout);
  process.exit(1);
} else {
  console.error(res.stdout + res.stderr);
  process.exit(res.status ?? 1);
}
