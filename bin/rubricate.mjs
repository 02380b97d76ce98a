#!/usr/bin/env node
// `npx rubricate …`: applies migrations, then runs the TypeScript CLI in this same process
// (tsx's loader), so signals, exit codes and a SIGKILL reach the command itself.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";
import { prepareDatabase } from "../scripts/prepare-db.mjs";
import { ROOT, applyRuntimeEnv } from "../scripts/runtime-env.mjs";

applyRuntimeEnv();
// `agreement` reads a file and needs no database.
if (process.argv[2] !== "agreement") prepareDatabase({ quiet: true });
register({ tsconfig: path.join(ROOT, "tsconfig.json") });
await import(pathToFileURL(path.join(ROOT, "lib", "cli", "main.ts")).href);
