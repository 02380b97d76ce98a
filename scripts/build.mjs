// `next build`, skipped when the sources are unchanged since the last build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
  copyFileSync,
  mkdirSync,
} from "node:fs";
import path from "node:path";
import { isMain } from "./is-main.mjs";
import { ROOT, applyRuntimeEnv } from "./runtime-env.mjs";

const INPUTS = [
  "app",
  "components",
  "lib",
  "prompts",
  "public",
  "instrumentation.ts",
  "next.config.ts",
  "package-lock.json",
  "tsconfig.json",
  "prisma/schema.prisma",
  "prisma/postgresql/schema.prisma",
];
const STAMP = path.join(ROOT, ".next", "rubricate-sources.sha256");

function walk(p, out) {
  if (!existsSync(p)) return;
  const st = statSync(p);
  if (st.isDirectory()) for (const e of readdirSync(p).sort()) walk(path.join(p, e), out);
  else out.push(`${path.relative(ROOT, p)}:${st.size}:${st.mtimeMs}`);
}

export function sourceFingerprint() {
  const out = [];
  for (const i of INPUTS) walk(path.join(ROOT, i), out);
  return createHash("sha256").update(out.join("\n")).digest("hex");
}

/** Monaco's editor worker, served by us (Turbopack does not bundle Monaco's workers; never a CDN). */
export function copyMonacoWorker() {
  const assets = path.join(ROOT, "node_modules", "monaco-editor", "min", "vs", "assets");
  const worker = readdirSync(assets).find((f) => /^editor\.worker-.*\.js$/.test(f));
  if (!worker) throw new Error("monaco-editor's editor worker was not found under min/vs/assets.");
  const target = path.join(ROOT, "public", "monaco", "editor.worker.js");
  const source = path.join(assets, worker);
  if (existsSync(target) && statSync(target).size === statSync(source).size) return;
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(source, target);
}

/**
 * Builds unless .next holds a build of exactly these sources, showing progress (scripts/next-build.mjs).
 * Type checking is left to `npm run typecheck` (every CI run does it) unless `typecheck` is set.
 */
export function buildIfNeeded({ force = false, typecheck = false } = {}) {
  copyMonacoWorker();
  const fp = sourceFingerprint();
  const built =
    existsSync(path.join(ROOT, ".next", "BUILD_ID")) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, "utf8") === fp;
  if (built && !force) return false;
  const res = spawnSync(process.execPath, [path.join(ROOT, "scripts", "next-build.mjs")], {
    cwd: ROOT,
    stdio: "inherit",
    env: {
      ...process.env,
      RUBRICATE_BUILD_TYPECHECK: typecheck ? "1" : "0",
      // Turbopack's build cache only speeds up a later build of the same checkout; a CI run
      // builds once, and writing it cost 20 s of a 74 s build (bench/RESULTS.md, CI time).
      RUBRICATE_BUILD_CACHE: process.env.CI ? "0" : "1",
    },
  });
  if (res.status !== 0) throw new Error("next build failed.");
  writeFileSync(STAMP, fp);
  return true;
}

if (isMain(import.meta.url)) {
  applyRuntimeEnv();
  // `npm run build` checks types too; `npm start`, the e2e server and `npm test` (which runs
  // `npm run typecheck` first, --no-typecheck) leave that to the tests.
  buildIfNeeded({
    force: process.argv.includes("--force"),
    typecheck: !process.argv.includes("--no-typecheck"),
  });
}
