// `npm run typecheck`: Next's route types (`next typegen`, about a second, no build), then
// `tsc --noEmit` over everything, those types included (tsconfig.json takes .next/types), as
// `next build` would check them. `npm test` runs this and builds without a type check of its own.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "./runtime-env.mjs";

const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);
for (const [cmd, args] of [
  [bin("next"), ["typegen"]],
  [bin("tsc"), ["--noEmit"]],
]) {
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit" });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
