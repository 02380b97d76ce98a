// Benchmark: inter-rater agreement over 1,000,000 ratings (100,000 items × 10 raters,
// VALID/INVALID) end to end from a CSV file, against Python's statsmodels on the same file.
// The CSV is generated deterministically (seeded PRNG): each item has a latent truth
// (VALID with probability 0.6) and each rater gives it with probability 0.85, the other
// label otherwise. Then, in this same session and interleaved, each tool runs 3 times
// after one unmeasured warm-up each (page cache, Python's bytecode cache, the CLI's
// database migration); wall time is from process spawn to exit, and the median is kept:
//   ours:        node bin/rubricate.mjs agreement bench/.data/agreement-1m.csv
//   statsmodels: python3 bench/agreement-statsmodels.py bench/.data/agreement-1m.csv
// The two Fleiss κ and the two Krippendorff α must agree to 1e-9. The reference computes the
// same two statistics as ours at least: statsmodels' Fleiss κ and a NumPy nominal α.
// Separately (so the CLI's start-up and the compute can be told apart), the in-process part:
//   npx tsx bench/agreement-inprocess.ts FILE   (read + parse + report, timed inside, cold)
// against Python's read_csv + compute (timed inside the script). Target (issue 30): the whole
// command ≤ 0.5 × the reference's.
// Run: npm run bench:agreement   (writes bench/RESULTS.md's agreement section)
// BENCH_PYTHON picks the interpreter (default: `python3` if it has statsmodels, else
// /usr/bin/python3, where Debian's python3-statsmodels lives).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRandom } from "@/lib/stats/create-random";
import { writeResult } from "./write-result";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ITEMS = 100_000;
const RATERS = 10;
const PREVALENCE = 0.6;
const ACCURACY = 0.85;
const SEED = 20261121;
const RUNS = 3;
const TOLERANCE = 1e-9;
const TARGET = 0.5;
const SECTION = "Agreement (1,000,000 ratings)";

const DATA = path.join(ROOT, "bench", ".data");
const CSV_REL = "bench/.data/agreement-1m.csv";
const CSV = path.join(ROOT, CSV_REL);
// The CLI applies migrations before any command; give it its own database so the bench
// neither depends on nor touches ./data/rubricate.db.
const CLI_DB = path.join(DATA, "agreement-cli.db");
const CLI = process.env.BENCH_AGREEMENT_CLI ?? "bin/rubricate.mjs";

// ---------------------------------------------------------------- data

function generate(): void {
  mkdirSync(DATA, { recursive: true });
  const rand = createRandom({ seed: SEED });
  const raters = Array.from({ length: RATERS }, (_, r) => `r${r}`);
  const chunks: string[] = ["item,rater,label\n"];
  for (let i = 0; i < ITEMS; i++) {
    const item = `item-${String(i).padStart(6, "0")}`;
    const truth = rand() < PREVALENCE;
    let lines = "";
    for (const rater of raters) {
      const label = rand() < ACCURACY ? truth : !truth;
      lines += `${item},${rater},${label ? "VALID" : "INVALID"}\n`;
    }
    chunks.push(lines);
  }
  writeFileSync(CSV, chunks.join(""));
}

// ---------------------------------------------------------------- runs
type TRun = { ms: number; stdout: string };

/** Wall time from spawn to exit; fails on a non-zero exit. */
function timed(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<TRun> {
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    let exitedAt = 0;
    let code: number | null = null;
    const started = performance.now();
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", reject);
    child.on("exit", (c) => {
      exitedAt = performance.now();
      code = c;
    });
    child.on("close", () => {
      if (code !== 0)
        return reject(
          new Error(`${cmd} ${args.join(" ")} exited with ${code}:\n${stderr.slice(-2000)}`),
        );
      resolve({ ms: exitedAt - started, stdout });
    });
  });
}

function parseJson<T>(what: string, stdout: string): T {
  try {
    return JSON.parse(stdout) as T;
  } catch {
    throw new Error(`${what} did not print one JSON object:\n${stdout.slice(0, 2000)}`);
  }
}

function pickPython(): string {
  if (process.env.BENCH_PYTHON) return process.env.BENCH_PYTHON;
  for (const py of ["python3", "/usr/bin/python3"]) {
    if (spawnSync(py, ["-c", "import statsmodels, pandas"], { stdio: "ignore" }).status === 0)
      return py;
  }
  throw new Error(
    "No python3 with statsmodels and pandas: apt-get install -y python3-statsmodels (or set BENCH_PYTHON).",
  );
}

type TOurs = { fleissKappa: number; krippendorffAlpha?: number; [k: string]: unknown };
type TInProcess = {
  readMs: number;
  parseMs: number;
  computeMs: number;
  stringifyMs: number;
  totalMs: number;
  report: TOurs;
};
type TPy = {
  fleissKappa: number;
  krippendorffAlpha: number;
  seconds: number;
  importSeconds: number;
  readSeconds: number;
  computeSeconds: number;
  items: number;
  raters: number;
  ratings: number;
  versions: Record<string, string>;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const python = pickPython();
  const t0 = performance.now();
  generate();
  console.log(
    `Generated ${(ITEMS * RATERS).toLocaleString("en")} ratings, ${(statSync(CSV).size / 1e6).toFixed(1)} MB, in ${s(performance.now() - t0)} (${CSV_REL}).`,
  );

  for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(CLI_DB + suffix, { force: true });
  const cliEnv = { ...process.env, DATABASE_URL: `file:${CLI_DB}` };
  const ours = () => timed(process.execPath, [CLI, "agreement", CSV_REL], cliEnv);
  const theirs = () => timed(python, ["bench/agreement-statsmodels.py", CSV_REL]);
  const inProcess = () =>
    timed(process.execPath, ["--import", "tsx/esm", "bench/agreement-inprocess.ts", CSV_REL]);

  console.log("Warm-up (not measured): one run of each.");
  await ours();
  await theirs();

  const oursRuns: TRun[] = [];
  const pyRuns: TRun[] = [];
  const inRuns: TInProcess[] = [];
  for (let i = 0; i < RUNS; i++) {
    oursRuns.push(await ours());
    pyRuns.push(await theirs());
    inRuns.push(parseJson<TInProcess>("agreement-inprocess.ts", (await inProcess()).stdout));
    console.log(
      `run ${i + 1}: ours ${s(oursRuns[i]!.ms)}, reference ${s(pyRuns[i]!.ms)}, ours in process ${s(inRuns[i]!.totalMs)}`,
    );
  }

  const oursOut = oursRuns.map((r) => parseJson<TOurs>("rubricate agreement", r.stdout));
  const pyOut = pyRuns.map((r) => parseJson<TPy>("agreement-statsmodels.py", r.stdout));
  const kOurs = oursOut[0]!.fleissKappa;
  const kPy = pyOut[0]!.fleissKappa;
  if (
    typeof kOurs !== "number" ||
    typeof kPy !== "number" ||
    !Number.isFinite(kOurs) ||
    !Number.isFinite(kPy)
  ) {
    throw new Error(`Fleiss κ missing or not finite: ours ${kOurs}, statsmodels ${kPy}`);
  }
  for (const [name, outs] of [
    ["ours", oursOut],
    ["statsmodels", pyOut],
  ] as const) {
    for (const o of outs)
      if (o.fleissKappa !== outs[0]!.fleissKappa)
        throw new Error(
          `${name} gave different Fleiss κ across runs: ${outs.map((x) => x.fleissKappa).join(", ")}`,
        );
  }
  const diff = Math.abs(kOurs - kPy);
  if (!(diff <= TOLERANCE))
    throw new Error(
      `Fleiss κ disagree: ours ${kOurs}, statsmodels ${kPy} (|Δ| = ${diff} > ${TOLERANCE})`,
    );
  const aOurs = oursOut[0]!.krippendorffAlpha;
  const aPy = pyOut[0]!.krippendorffAlpha;
  const alphaDiff = typeof aOurs === "number" ? Math.abs(aOurs - aPy) : Number.NaN;
  if (!(alphaDiff <= TOLERANCE))
    throw new Error(`Krippendorff α disagree: ours ${aOurs}, NumPy ${aPy} (|Δ| = ${alphaDiff})`);
  for (const r of inRuns)
    if (JSON.stringify(r.report) !== JSON.stringify(oursOut[0]))
      throw new Error("The in-process report differs from the command's.");

  const mOurs = median(oursRuns.map((r) => r.ms));
  const mPy = median(pyRuns.map((r) => r.ms));
  const ratio = mOurs / mPy;
  const pass = ratio <= TARGET;
  const mid = (pick: (r: TInProcess) => number) => median(inRuns.map(pick));
  const inTotal = mid((r) => r.totalMs);
  const pyInside = median(pyOut.map((o) => (o.readSeconds + o.computeSeconds) * 1000));
  const py = pyOut.find((o) => o.seconds * 1000 === median(pyOut.map((x) => x.seconds * 1000)))!;
  const runs = (rs: TRun[]) => rs.map((r) => s(r.ms)).join(", ");
  const cpus = os.cpus();
  const pyCmd = `${python} bench/agreement-statsmodels.py ${CSV_REL}`;
  const body = [
    `${(ITEMS * RATERS).toLocaleString("en")} ratings (${ITEMS.toLocaleString("en")} items × ${RATERS} raters, labels VALID/INVALID) in one CSV file \`item,rater,label\` (${(statSync(CSV).size / 1e6).toFixed(1)} MB, generated with a seeded PRNG: each item has a latent truth, VALID with probability ${PREVALENCE}, and each rater gives it with probability ${ACCURACY}). Each tool runs as its own process, end to end from the file: wall time from spawn to exit, ${RUNS} runs interleaved after one unmeasured warm-up each, median kept.`,
    "",
    "| tool | computes | median wall time | runs | ratio (ours / reference) |",
    "|---|---|---|---|---|",
    `| Rubricate \`node ${CLI} agreement ${CSV_REL}\` | all the agreement statistics: Fleiss κ, Krippendorff α, 45 pairwise Cohen κ, unanimous share, weighted κ vs consensus, per-group κ/α/AC1/PABAK, consensus | **${s(mOurs)}** | ${runs(oursRuns)} | **${ratio.toFixed(2)}** |`,
    `| reference: statsmodels ${py.versions.statsmodels} + NumPy ${py.versions.numpy} \`${pyCmd}\` (pandas read_csv, pivot, aggregate_raters, fleiss_kappa; nominal α from the same counts table with NumPy) | Fleiss κ and Krippendorff α | **${s(mPy)}** | ${runs(pyRuns)} | 1 |`,
    "",
    "In process, start-up left out (median of the runs above; each a fresh process, one cold pass):",
    "",
    "| part | ours | reference |",
    "|---|---|---|",
    `| start-up (imports; for ours: Node, tsx, the CLI) | ${s(mOurs - inTotal)} (whole command − in process) | ${s(py.importSeconds * 1000)} (imports) |`,
    `| read the file + parse | ${s(mid((r) => r.readMs + r.parseMs))} (readFileSync + parseRatingsFile) | ${s(py.readSeconds * 1000)} (read_csv) |`,
    `| statistics | ${s(mid((r) => r.computeMs + r.stringifyMs))} (computeAgreementReport + JSON) | ${s(py.computeSeconds * 1000)} (pivot + aggregate_raters + fleiss_kappa + α) |`,
    `| **in process, all** | **${s(inTotal)}** (\`node --import tsx/esm bench/agreement-inprocess.ts ${CSV_REL}\`) | **${s(pyInside)}** | `,
    `| ratio in process (ours / reference) | **${(inTotal / pyInside).toFixed(2)}** | 1 |`,
    "",
    `Fleiss κ: ours ${kOurs}, statsmodels ${kPy} (|Δ| = ${diff.toExponential(1)}, tolerance ${TOLERANCE}). Krippendorff α: ours ${aOurs}, NumPy ${aPy} (|Δ| = ${alphaDiff.toExponential(1)}: the two sum the items' coincidences in different orders).`,
    "",
    `Target (issue 30: the whole command ≤ ${TARGET} × the reference): **${pass ? "PASS" : "FAIL"}** (${ratio.toFixed(2)}).`,
    "",
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}, Python ${py.versions.python}, statsmodels ${py.versions.statsmodels}, pandas ${py.versions.pandas}, numpy ${py.versions.numpy}; load average (1 min) at the end ${os.loadavg()[0]!.toFixed(2)}.`,
  ];
  const command = process.env.BENCH_AGREEMENT_CLI
    ? `BENCH_AGREEMENT_CLI=${CLI} npm run bench:agreement`
    : "npm run bench:agreement";
  writeResult({ section: SECTION, command, body: body.join("\n") });
  console.log("\n" + body.join("\n"));
  console.log(
    `\n${pass ? "PASS" : "FAIL"}: ours ${s(mOurs)}, reference ${s(mPy)}, ratio ${ratio.toFixed(2)}. Written to bench/RESULTS.md.`,
  );
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
}
