#!/usr/bin/env node
// `npx rubricate …`: runs the CLI in this same process, so signals, exit codes and a SIGKILL
// reach the command itself. It runs the JavaScript build of lib/cli/main.ts
// (scripts/build-cli.mjs; postinstall writes it): when any source in it is newer than the build,
// it is rebuilt first (well under a second), so a stale build never runs. If the build fails
// (or RUBRICATE_CLI_TSX=1), the TypeScript runs through tsx's loader as before.
// lib/cli/main.ts applies migrations for the commands that use the database. applyRuntimeEnv
// reads the app root's .env files first, with Next's loader, so the CLI and the server agree.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildCli, freshCliBuild } from "../scripts/build-cli.mjs";
import { ROOT, applyRuntimeEnv } from "../scripts/runtime-env.mjs";

applyRuntimeEnv();

async function builtEntry() {
  if (process.env.RUBRICATE_CLI_TSX === "1") return null;
  const fresh = freshCliBuild();
  if (fresh) return fresh;
  try {
    return await buildCli();
  } catch {
    return null; // e.g. a syntax error: tsx reports it as it always did
  }
}

const entry = await builtEntry();
if (entry) await import(pathToFileURL(entry).href);
else {
  const { register } = await import("tsx/esm/api");
  register({ tsconfig: path.join(ROOT, "tsconfig.json") });
  await import(pathToFileURL(path.join(ROOT, "lib", "cli", "main.ts")).href);
}
