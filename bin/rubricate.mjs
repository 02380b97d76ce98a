#!/usr/bin/env node
// `npx rubricate …`: runs the TypeScript CLI in this same process (tsx's loader), so signals,
// exit codes and a SIGKILL reach the command itself. lib/cli/main.ts applies migrations for
// the commands that use the database.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";
import { ROOT, applyRuntimeEnv } from "../scripts/runtime-env.mjs";

applyRuntimeEnv();
register({ tsconfig: path.join(ROOT, "tsconfig.json") });
await import(pathToFileURL(path.join(ROOT, "lib", "cli", "main.ts")).href);
