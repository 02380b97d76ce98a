// The e2e server: its own port and a fresh database (SQLite file or PostgreSQL database), built like `npm start`.
import { rmSync } from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { buildIfNeeded } from "../scripts/build.mjs";
import { prepareDatabase } from "../scripts/prepare-db.mjs";
import { ROOT, applyRuntimeEnv, isPostgresUrl } from "../scripts/runtime-env.mjs";
import { databaseName } from "../scripts/postgres-admin.mjs";
import { nextStartArgs } from "../scripts/listen-address.mjs";
import { createDatabase } from "../scripts/test-databases.mjs";

applyRuntimeEnv();
const url = process.env.DATABASE_URL;
if (isPostgresUrl(url)) {
  await createDatabase({ serverUrl: url, name: databaseName(url) });
} else {
  const file = url.replace(/^file:/, "");
  for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
}
buildIfNeeded();
await prepareDatabase();
const next = path.join(ROOT, "node_modules", ".bin", "next");
// As `npm start` runs it, keep-alive included (an idle socket closed under a request was an ECONNRESET).
const server = spawn(next, nextStartArgs({ PORT: process.env.PORT, HOST: "127.0.0.1" }), {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
