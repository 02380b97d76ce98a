// `rubricate policy` over a project of 100,000 judged patches (issue 30): the whole command and
// its in-process part, so the CLI's start-up and the evaluation can be told apart.
//   npm run bench:policy-cli   (writes its section of bench/RESULTS.md)
// The database (bench/.data/policy-cli.db, SQLite) is seeded once by bench/policy-cli-seed.ts
// (12,500 bugs × 8 patches imported through importDataset, passesTests from a seeded PRNG, one
// completed judge run with one result per patch) and kept for later runs. Then, interleaved,
// 3 runs of each after one unmeasured warm-up each, median kept:
//   whole:      node bin/rubricate.mjs policy --project policy-scale --percentiles 50,60,75,90,95 --success tests
//   in process: node --import tsx/esm bench/policy-inprocess.ts (one cold getPolicyEvaluation + JSON, timed inside)
// The two must print the same evaluation. Target: the whole command ≤ 1.5 s.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writeResult } from "./write-result";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DB = path.join(ROOT, "bench", ".data", "policy-cli.db");
const SLUG = "policy-scale";
const PERCENTILES = "50,60,75,90,95";
const RUNS = 3;
const TARGET_MS = 1500;
const env = { ...process.env, DATABASE_URL: `file:${DB}` };

type TRun = { ms: number; stdout: string };

function timed(args: string[]): Promise<TRun> {
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", reject);
    child.on("exit", (code) => {
      const ms = performance.now() - started;
      child.on("close", () =>
        code === 0
          ? resolve({ ms, stdout })
          : reject(new Error(`${args.join(" ")} exited with ${code}:\n${stderr.slice(-2000)}`)),
      );
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

if (!existsSync(DB)) {
  console.log("Seeding bench/.data/policy-cli.db (100,000 patches; a few minutes) …");
  const seed = await timed(["--import", "tsx/esm", "bench/policy-cli-seed.ts"]);
  console.log(`Seeded in ${s(seed.ms)}: ${seed.stdout.trim()}`);
}
const whole = () =>
  timed([
    "bin/rubricate.mjs",
    "policy",
    "--project",
    SLUG,
    "--percentiles",
    PERCENTILES,
    "--success",
    "tests",
  ]);
const inProcess = () =>
  timed(["--import", "tsx/esm", "bench/policy-inprocess.ts", SLUG, PERCENTILES]);
type TIn = { evaluateMs: number; stringifyMs: number; evaluation: unknown };

await whole();
await inProcess();
const wholeRuns: TRun[] = [];
const inRuns: TIn[] = [];
for (let i = 0; i < RUNS; i++) {
  wholeRuns.push(await whole());
  inRuns.push(JSON.parse((await inProcess()).stdout) as TIn);
  console.log(`run ${i + 1}: whole ${s(wholeRuns[i]!.ms)}, in process ${s(inRuns[i]!.evaluateMs)}`);
}
const printed = wholeRuns[0]!.stdout;
for (const r of wholeRuns)
  if (r.stdout !== printed)
    throw new Error("`rubricate policy` printed different JSON across runs.");
for (const r of inRuns)
  if (`${JSON.stringify(r.evaluation, null, 2)}\n` !== printed)
    throw new Error("The in-process evaluation differs from the command's output.");
const ev = JSON.parse(printed) as { counts: Record<string, number>; policies: unknown[] };
const mWhole = median(wholeRuns.map((r) => r.ms));
const mIn = median(inRuns.map((r) => r.evaluateMs + r.stringifyMs));
const pass = mWhole <= TARGET_MS;
const body = [
  `\`rubricate policy --project ${SLUG} --percentiles ${PERCENTILES} --success tests\` on SQLite (bench/.data/policy-cli.db, seeded by bench/policy-cli-seed.ts: ${ev.counts.judged!.toLocaleString("en")} judged patches of ${ev.counts.bugs!.toLocaleString("en")} bugs, one judge result each, success = tests pass): ${ev.policies.length} policies, filtered success@k, PR curves, calibration, as JSON (${(printed.length / 1000).toFixed(0)} KB). ${RUNS} runs of each, interleaved, after one unmeasured warm-up each; median kept. Each run is a fresh process.`,
  "",
  "| measure | median | runs |",
  "|---|---|---|",
  `| whole command (spawn to exit) | **${s(mWhole)}** | ${wholeRuns.map((r) => s(r.ms)).join(", ")} |`,
  `| in process: getPolicyEvaluation (queries + report) + JSON, one cold pass (\`node --import tsx/esm bench/policy-inprocess.ts ${SLUG} ${PERCENTILES}\`) | **${s(mIn)}** | ${inRuns.map((r) => s(r.evaluateMs + r.stringifyMs)).join(", ")} |`,
  `| the rest: start-up (Node, tsx, the CLI, migrations check, Prisma) and exit | ${s(mWhole - mIn)} | |`,
  "",
  `Target (issue 30: the whole command ≤ ${s(TARGET_MS)}): **${pass ? "PASS" : "FAIL"}**.`,
  "",
  `Machine: ${os.cpus().length} cores, Node ${process.version}; load average (1 min) at the end ${os.loadavg()[0]!.toFixed(2)} (other work shares the cores).`,
].join("\n");
writeResult({
  section: "Policy from the database (100,000 patches, `rubricate policy`)",
  command: "npm run bench:policy-cli",
  body,
});
console.log(body);
