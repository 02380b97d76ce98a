#!/usr/bin/env node
// `npx rubricate …`: applies migrations, then runs the TypeScript CLI with tsx.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { prepareDatabase } from "../scripts/prepare-db.mjs";
import { ROOT, applyRuntimeEnv } from "../scripts/runtime-env.mjs";

applyRuntimeEnv();
prepareDatabase({ quiet: true });
const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
const res = spawnSync(tsx, ["--tsconfig", path.join(ROOT, "tsconfig.json"), path.join(ROOT, "lib", "cli", "main.ts"), ...process.argv.slice(2)], { stdio: "inherit", env: process.env, cwd: process.cwd() });
process.exit(res.status ?? 1);
