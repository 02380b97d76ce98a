// `npm start`: build if needed, migrate, seed the demo once, serve, print how to log in.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { buildIfNeeded } from "./build.mjs";
import { prepareDatabase } from "./prepare-db.mjs";
import { ROOT, applyRuntimeEnv } from "./runtime-env.mjs";

applyRuntimeEnv();
process.env.NODE_ENV = "production";
const port = process.env.PORT ?? "3000";
const host = process.env.HOST ?? "0.0.0.0";

buildIfNeeded();
await prepareDatabase();

const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
const cli = (...args) => spawnSync(tsx, ["--tsconfig", path.join(ROOT, "tsconfig.json"), path.join(ROOT, "lib", "cli", "main.ts"), ...args], { cwd: ROOT, env: process.env, encoding: "utf8" });
const seed = cli("seed", "--if-empty");
process.stdout.write(seed.stdout);
process.stderr.write(seed.stderr);
if (seed.status !== 0) process.exit(seed.status ?? 1);

const next = path.join(ROOT, "node_modules", ".bin", "next");
const server = spawn(next, ["start", "-p", port, "-H", host], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"], env: process.env });
let announced = false;
server.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Ready|started server|Local:/i.test(String(chunk))) {
    announced = true;
    const info = cli("login-info", "--url", `http://localhost:${port}`);
    process.stdout.write(info.stdout || info.stderr);
  }
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
