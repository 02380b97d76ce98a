// `next build` with progress (run by scripts/build.mjs): a line per phase Next reports, with the
// elapsed time, a percentage and the time left estimated from the previous build's recorded phase
// times (.next/cache/rubricate-build-times.json, kept by `next build`) or from defaults. On a
// terminal a status line also refreshes every second; elsewhere (CI, a pipe) a line every 15 s.
// Next's own output goes to .next/rubricate-next-build.log, and to the terminal when the build
// fails (its warnings always).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import {
  buildRecord,
  estimateProgress,
  expectedPhaseTimes,
  formatBuildHeader,
  formatElapsed,
  formatProgressLine,
  phaseOfLine,
} from "./build-progress.mjs";
import { isMain } from "./is-main.mjs";
import { ROOT } from "./runtime-env.mjs";

const RECORD = path.join(ROOT, ".next", "cache", "rubricate-build-times.json");
const LOG = path.join(ROOT, ".next", "rubricate-next-build.log");
const HEARTBEAT_MS = process.stdout.isTTY ? 1_000 : 15_000;

function readRecord() {
  try {
    const r = JSON.parse(readFileSync(RECORD, "utf8"));
    return r && typeof r.totalMs === "number" ? r : null;
  } catch {
    return null;
  }
}

/** Runs `next build` (extra arguments after ours), printing progress; resolves with its exit code. */
export function runNextBuild({ args = [], env = process.env, firstRun }) {
  const cores = availableParallelism();
  const previous = readRecord();
  const expected = expectedPhaseTimes({ previous, cores });
  const expectedMs = Object.values(expected).reduce((s, x) => s + x, 0);
  const tty = !!process.stdout.isTTY;
  console.log(formatBuildHeader({ firstRun, expectedMs, cores, fromPrevious: !!previous }));

  const t0 = Date.now();
  const starts = { start: t0 };
  let phase = "start";
  let best = 0;
  let statusShown = false;
  const output = [];
  const clearStatus = () => {
    if (statusShown) process.stdout.write("\r\u001b[2K");
    statusShown = false;
  };
  const line = () => {
    const now = Date.now();
    const est = estimateProgress({ expected, phase, phaseElapsedMs: now - starts[phase] });
    best = Math.max(best, est.percent);
    return formatProgressLine({
      elapsedMs: now - t0,
      percent: best,
      phase,
      remainingMs: est.remainingMs,
    });
  };
  const print = (text) => {
    clearStatus();
    console.log(text);
  };

  const next = path.join(ROOT, "node_modules", ".bin", "next");
  const child = spawn(next, ["build", ...args], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...env, NODE_ENV: "production", ...(tty ? { FORCE_COLOR: "1" } : {}) },
  });
  let pending = "";
  const onData = (chunk) => {
    pending += String(chunk);
    const lines = pending.split(/\r?\n|\r/);
    pending = lines.pop() ?? "";
    for (const l of lines) {
      output.push(l);
      if (l.includes("⚠")) print(l);
      const p = phaseOfLine({ line: l });
      if (p && p !== phase && starts[p] === undefined) {
        phase = p;
        starts[p] = Date.now();
        print(line());
      }
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  print(line());
  const timer = setInterval(() => {
    if (tty) {
      clearStatus();
      process.stdout.write(line());
      statusShown = true;
    } else print(line());
  }, HEARTBEAT_MS);

  return new Promise((resolve) => {
    child.on("close", (code) => {
      clearInterval(timer);
      clearStatus();
      if (pending) output.push(pending);
      const endMs = Date.now();
      if (code === 0) {
        mkdirSync(path.dirname(RECORD), { recursive: true });
        writeFileSync(RECORD, JSON.stringify(buildRecord({ starts, endMs }), null, 2) + "\n");
        writeFileSync(LOG, output.join("\n") + "\n");
        console.log(
          `  ${formatElapsed(endMs - t0).padStart(5)} 100 %  Built (next build's output: ${path.relative(ROOT, LOG)}).`,
        );
      } else {
        console.log(output.join("\n"));
        console.log(`next build failed after ${formatElapsed(endMs - t0)} (exit ${code}).`);
      }
      resolve(code ?? 1);
    });
  });
}

// Run by buildIfNeeded (scripts/build.mjs) in its own process, so that function stays synchronous.
if (isMain(import.meta.url)) {
  const firstRun = !existsSync(path.join(ROOT, ".next", "BUILD_ID"));
  process.exit(await runNextBuild({ args: process.argv.slice(2), firstRun }));
}
