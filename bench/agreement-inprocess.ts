// Child of bench/agreement.ts: the in-process part of `rubricate agreement FILE`, without the
// CLI's start-up. After the modules are loaded, times one cold pass of what the command's action
// does (read the file, parseRatingsFile, computeAgreementReport, JSON.stringify) and prints one
// JSON object: the milliseconds of each step and the report itself.
import { readFileSync } from "node:fs";
import path from "node:path";
import { computeAgreementReport } from "@/lib/agreement/compute-agreement-report";
import { parseRatingsFile } from "@/lib/agreement/parse-ratings-file";

const file = process.argv[2];
if (!file) throw new Error("usage: agreement-inprocess.ts FILE");
const t0 = performance.now();
const bytes = readFileSync(file);
const t1 = performance.now();
const columns = parseRatingsFile({ bytes, fileName: path.basename(file) });
const t2 = performance.now();
const report = computeAgreementReport({ columns, missing: ["UNSURE"], positive: "VALID" });
const t3 = performance.now();
const json = JSON.stringify(report);
const t4 = performance.now();
process.stdout.write(
  `${JSON.stringify({ readMs: t1 - t0, parseMs: t2 - t1, computeMs: t3 - t2, stringifyMs: t4 - t3, totalMs: t4 - t0, report: JSON.parse(json) })}\n`,
);
