// `npm run lint`: ESLint over the repository with tools/lint's config (import boundaries: app/ and
// components/ never reach lib/db or Prisma; no import cycles; typescript-eslint's recommended rules;
// react-hooks). ESLint lives in tools/lint with its own TypeScript 5 (typescript-eslint needs
// TypeScript's JS API; the app builds with TypeScript 7); it is installed there on first use (npm install: npm ci trips over the lock file's optional platform bindings) from
// its lockfile. Extra arguments go to ESLint (e.g. `npm run lint -- --fix`).
import { existsSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { ROOT } from "./runtime-env.mjs";

const tool = path.join(ROOT, "tools", "lint");
const eslint = path.join(tool, "node_modules", ".bin", "eslint");
if (!existsSync(eslint)) {
  console.log("Installing ESLint into tools/lint (once)…");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const res = spawnSync(npm, ["install", "--prefix", tool, "--no-audit", "--no-fund"], {
    stdio: "inherit",
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
const res = spawnSync(
  eslint,
  [
    "--config",
    path.join(tool, "eslint.config.mjs"),
    "--max-warnings",
    "0",
    ...process.argv.slice(2),
    ...(process.argv.length > 2 ? [] : ["."]),
  ],
  { cwd: ROOT, stdio: "inherit" },
);
process.exit(res.status ?? 1);
