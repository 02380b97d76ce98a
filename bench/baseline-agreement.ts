// Benchmark: how well the no-LLM similarity baseline (lib/judge/scoring/score-baseline) agrees
// with the ground-truth labels of two shared datasets: le2019 (the raters' majority, and the tool
// authors' labels) and pvbench (passesTests, from running the developer tests). Both scoring
// versions at the default 0.50 threshold: Cohen's κ, precision and recall of VALID, ROC AUC of the
// score, and how many candidates matched no file of the fix (the v2 warning).
// Run: npx tsx --tsconfig tsconfig.json bench/baseline-agreement.ts [data dir]
//      (default /work/shared/data; writes bench/RESULTS.md's section)
import { readFileSync } from "node:fs";
import path from "node:path";
import { scoreBaseline, type TBaselineVersion } from "@/lib/judge/scoring/score-baseline";
import { computeBinaryMetrics } from "@/lib/stats/compute-binary-metrics";
import { computeRocAuc } from "@/lib/stats/compute-roc-auc";
import { writeResult } from "./write-result";

const DATA = process.argv[2] ?? "/work/shared/data";
const jsonl = (file: string) =>
  readFileSync(path.join(DATA, file), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);

type TItem = { candidate: string; groundTruth: string; valid: boolean };

function le2019(truth: "raters" | "authors"): TItem[] {
  const fixes = new Map(
    jsonl("le2019/bugs.jsonl").map((b) => [b.bugId, String(b.groundTruthPatch)]),
  );
  const votes = new Map<string, { valid: number; invalid: number }>();
  const csv = readFileSync(path.join(DATA, "le2019/ratings.csv"), "utf8").trim().split("\n");
  for (const line of csv.slice(1)) {
    const [item, , label] = line.split(",");
    const v = votes.get(item!) ?? { valid: 0, invalid: 0 };
    if (label === "VALID") v.valid += 1;
    if (label === "INVALID") v.invalid += 1;
    votes.set(item!, v);
  }
  return jsonl("le2019/patches.jsonl").flatMap((p) => {
    const v = votes.get(String(p.patchId));
    const valid =
      truth === "authors"
        ? { Correct: true, Incorrect: false }[String(p.authorLabel)]
        : v && v.valid !== v.invalid
          ? v.valid > v.invalid
          : undefined;
    if (valid === undefined) return [];
    return [{ candidate: String(p.patch), groundTruth: fixes.get(p.bugId)!, valid }];
  });
}

function pvbench(): TItem[] {
  const fixes = new Map(
    jsonl("pvbench/bugs.jsonl").map((b) => [b.bugId, String(b.groundTruthPatch)]),
  );
  return jsonl("pvbench/patches.jsonl").map((p) => ({
    candidate: String(p.patch),
    groundTruth: fixes.get(p.bugId)!,
    valid: p.passesTests === true,
  }));
}

const f = (x: number | null) => (x === null ? "n/a" : x.toFixed(2));

function row(name: string, items: TItem[], version: TBaselineVersion): string {
  const scores = items.map((i) => ({ ...scoreBaseline({ ...i, version }), valid: i.valid }));
  const count = (fn: (s: (typeof scores)[number]) => boolean) => scores.filter(fn).length;
  const m = computeBinaryMetrics({
    tp: count((s) => s.label === "VALID" && s.valid),
    fp: count((s) => s.label === "VALID" && !s.valid),
    fn: count((s) => s.label === "INVALID" && s.valid),
    tn: count((s) => s.label === "INVALID" && !s.valid),
  });
  const auc = computeRocAuc({
    scores: scores.map((s) => s.similarity),
    positive: scores.map((s) => s.valid),
  }).auc;
  const fileOnly = count((s) => s.label === "VALID" && s.lineSimilarity === 0);
  const noFile = count((s) => s.fileSimilarity === 0);
  return `| ${name} | ${version} | ${items.length} (${count((s) => s.valid)} valid) | ${count((s) => s.label === "VALID")} | ${f(m.kappa)} | ${f(m.precision)} | ${f(m.recall)} | ${f(m.accuracy)} | ${f(auc)} | ${fileOnly} | ${noFile} |`;
}

const sets: [string, TItem[]][] = [
  ["le2019, raters' majority (ties left out)", le2019("raters")],
  ["le2019, authors' labels (Correct/Incorrect)", le2019("authors")],
  ["pvbench, passesTests", pvbench()],
];
const lines = [
  "Agreement of the no-LLM similarity baseline (threshold 0.50) with ground-truth labels; VALID is the positive class.",
  "`VALID w/o shared line`: labelled VALID although no changed line is shared with the fix; `no file matched`: no touched file matches a file of the fix (v2 warns).",
  "",
  "| dataset, truth | version | patches | VALID | κ | precision | recall | accuracy | ROC AUC | VALID w/o shared line | no file matched |",
  "|---|---|---|---|---|---|---|---|---|---|---|",
  ...sets.flatMap(([name, items]) =>
    (["similarity-v1", "similarity-v2"] as const).map((v) => row(name, items, v)),
  ),
];
const body = lines.join("\n");
console.log(body);
writeResult({
  section: "Similarity baseline agreement",
  command: "npx tsx --tsconfig tsconfig.json bench/baseline-agreement.ts",
  body,
});
