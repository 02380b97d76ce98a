// `npm start`: build if needed, migrate, seed the demo once, serve, print how to log in.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { buildIfNeeded } from "./build.mjs";
import { isLoopback, listenAddress, nextStartArgs } from "./listen-address.mjs";
import { prepareDatabase } from "./prepare-db.mjs";
import { ROOT, applyRuntimeEnv } from "./runtime-env.mjs";

// Production first, so the .env files read are those `next start` reads (.env.production…).
process.env.NODE_ENV = "production";
applyRuntimeEnv();
const { host, port } = listenAddress(process.env);

buildIfNeeded();
await prepareDatabase();

const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
const cli = (...args) =>
  spawnSync(
    tsx,
    [
      "--tsconfig",
      path.join(ROOT, "tsconfig.json"),
      path.join(ROOT, "lib", "cli", "main.ts"),
      ...args,
    ],
    { cwd: ROOT, env: process.env, encoding: "utf8" },
  );
// Off loopback the demo accounts get random passwords, printed once (lib/seed choose-demo-passwords).
const seed = cli("seed", "--if-empty", "--host", host);
process.stdout.write(seed.stdout);
process.stderr.write(seed.stderr);
if (seed.status !== 0) process.exit(seed.status ?? 1);

const next = path.join(ROOT, "node_modules", ".bin", "next");
const server = spawn(next, nextStartArgs(process.env), {
  cwd: ROOT,
  stdio: ["ignore", "pipe", "inherit"],
  env: process.env,
});
let announced = false;
server.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Ready|started server|Local:/i.test(String(chunk))) {
    announced = true;
    const info = cli(
      "login-info",
      "--url",
      process.env.APP_URL ?? `http://localhost:${port}`,
      "--host",
      host,
    );
    process.stdout.write(info.stdout || info.stderr);
    if (!isLoopback(host) && !process.env.APP_URL) {
      process.stdout.write(
        `Listening on ${host}: set APP_URL to the address people open (e.g. http://rubricate.example.org:${port}); without it the app accepts sign-ins and changes only from http://localhost:${port}.\n`,
      );
    }
  }
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
