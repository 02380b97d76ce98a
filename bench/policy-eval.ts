// Policy evaluation at scale (issue 17): buildPolicyReport over 100,000 patches (12,500 bugs × 8)
// with 5 percentile thresholds, binary validation, no filter, abstention and each combination,
// plus the PR curves and calibration bins. Target: under 2 s. Writes its section of bench/RESULTS.md.
//   npx tsx --tsconfig tsconfig.json bench/policy-eval.ts
import { performance } from "node:perf_hooks";
import { buildPolicyReport } from "@/lib/policies/build-policy-report";
import { evaluatePolicy } from "@/lib/policies/evaluate-policy";
import type { TPolicyData } from "@/lib/policies/types";
import { createRandom } from "@/lib/stats/create-random";
import { writeResult } from "./write-result";

const PATCHES = 100_000;
const PER_BUG = 8;
const PERCENTILES = [50, 60, 75, 90, 95];
const TARGET_MS = 2000;
const REPEATS = 5;

function syntheticRun(): TPolicyData {
  const random = createRandom({ seed: 1 });
  const bugCount = PATCHES / PER_BUG;
  const bugScore = Float64Array.from({ length: bugCount }, () => random());
  const patchBug = Int32Array.from({ length: PATCHES }, (_, i) => Math.floor(i / PER_BUG));
  const success = new Uint8Array(PATCHES);
  const valid = new Uint8Array(PATCHES);
  const confidence = new Float64Array(PATCHES);
  for (let i = 0; i < PATCHES; i++) {
    // Success is likelier on bugs with a high abstention score and patches with high confidence.
    const difficulty = bugScore[patchBug[i]!]!;
    const quality = random();
    success[i] = random() < 0.6 * difficulty * quality + 0.05 ? 1 : 0;
    valid[i] = random() < 0.3 + 0.5 * quality ? 1 : 0;
    confidence[i] = valid[i] ? 0.4 + 0.6 * quality : 0;
  }
  return { bugCount, patchBug, success, valid, confidence, bugScore };
}

const data = syntheticRun();
const timings: number[] = [];
let report: ReturnType<typeof buildPolicyReport> | null = null;
for (let r = 0; r < REPEATS; r++) {
  const t0 = performance.now();
  report = buildPolicyReport({ data, percentiles: PERCENTILES, tau: 0.5 });
  timings.push(performance.now() - t0);
}
// One decision alone, without the shared sort, for scale.
const t1 = performance.now();
evaluatePolicy({
  data,
  policy: { validation: { kind: "percentile", p: 90 }, abstention: { tau: 0.5 } },
  maxK: PER_BUG,
});
const single = performance.now() - t1;
timings.sort((a, b) => a - b);
const median = timings[Math.floor(REPEATS / 2)]!;
const worst = timings.at(-1)!;
const policies = report!.policies.length;
const ms = (x: number) => `${x.toFixed(0)} ms`;
const body = [
  `buildPolicyReport over ${PATCHES.toLocaleString("en")} synthetic patches (${(PATCHES / PER_BUG).toLocaleString("en")} bugs × ${PER_BUG}, seeded) with ${PERCENTILES.length} percentile thresholds (${PERCENTILES.join(", ")}): ${policies} policies (no filter, binary, 5 percentiles, abstention τ = 0.5 and abstention + each validation), filtered success@k for k = 1…${report!.maxK}, patch and bug PR curves, 10 calibration bins. ${REPEATS} runs, in process, on this machine (2 cores, shared).`,
  "",
  "| measure | time | ratio to the 2 s target |",
  "|---|---|---|",
  `| whole report, median of ${REPEATS} | ${ms(median)} | ${(median / TARGET_MS).toFixed(2)} |`,
  `| whole report, slowest | ${ms(worst)} | ${(worst / TARGET_MS).toFixed(2)} |`,
  `| one policy (p90 + abstention) alone, its own sort | ${ms(single)} | |`,
  "",
  `Target: 100,000 patches × 5 thresholds under 2 s. ${worst < TARGET_MS ? "Met" : "Not met"}.`,
].join("\n");
console.log(body);
writeResult({
  section: "Policy evaluation (100,000 patches)",
  command: "npm run bench:policy",
  body,
});
if (worst >= TARGET_MS) process.exitCode = 1;
