// Benchmark: the work the rubric editor does on every keystroke (edit distance, edit
// regions and their summary against the original draft) on a 20 KB rubric, for 500
// simulated keystrokes, against a one-frame budget of 16 ms. Also times plain
// fastest-levenshtein on the whole texts, the baseline computeEditDistance improves on.
// Run: npx tsx --tsconfig tsconfig.json bench/edit-distance.ts   (writes bench/RESULTS.md's section)
import { distance } from "fastest-levenshtein";
import { bugTypeKnowledge } from "@/lib/rubrics/bug-type-knowledge";
import { computeEditDistance } from "@/lib/rubrics/compute-edit-distance";
import { draftOffline } from "@/lib/rubrics/draft-offline";
import { renderRubricMarkdown } from "@/lib/rubrics/render-rubric-markdown";
import { segmentEdits } from "@/lib/rubrics/segment-edits";
import { summarizeEdits } from "@/lib/rubrics/summarize-edits";
import { writeResult } from "./write-result";
import { createRandom } from "@/lib/stats/create-random";

const KEYSTROKES = 500;
const FRAME_MS = 16;
const TYPES = [
  "Heap-buffer-overflow",
  "Data race",
  "Use-after-free",
  "Integer overflow",
  "Use-of-uninitialized-value",
  "Uncaught exception",
];

/** A ~20 KB rubric: offline drafts for varied bugs, rendered with the template, one after another. */
function buildRubric(): string {
  const parts: string[] = [];
  for (let i = 0; parts.join("\n").length < 20_000; i++) {
    const bugType = TYPES[i % TYPES.length] ?? null;
    const fn = `handle_${["request", "token", "frame", "entry", "record"][i % 5]}_${i}`;
    const file = `src/module_${i}.c`;
    const patch = `--- a/${file}\n+++ b/${file}\n@@ -${10 + i},2 +${10 + i},3 @@ static int ${fn}(struct ctx *c, size_t n)\n+  if (n > c->len) return -1;\n   x = c->buf[n];\n   return x;\n`;
    const draft = draftOffline({
      bug: {
        externalId: `b-${i}`,
        title: `Crash in ${fn} on input #${i}`,
        report: "",
        bugType,
        language: "C",
        groundTruthPatch: patch,
      },
    });
    const extra = bugTypeKnowledge({ bugType })?.acceptable ?? [];
    parts.push(
      renderRubricMarkdown({
        draft: {
          ...draft,
          acceptable: [...draft.acceptable, ...extra.map((a) => `${a} (variant ${i})`)],
        },
      }),
    );
  }
  return parts.join("\n");
}

type TStroke = { text: string; cursor: number };

/** One keystroke: 80% types a character at the cursor, 20% is a backspace. */
function press(state: TStroke, next: () => number): TStroke {
  const { text, cursor } = state;
  if (next() < 0.2 && cursor > 0)
    return { text: text.slice(0, cursor - 1) + text.slice(cursor), cursor: cursor - 1 };
  const ch = "etaoin shrdlu\n"[Math.floor(next() * 14)] ?? " ";
  return { text: text.slice(0, cursor) + ch + text.slice(cursor), cursor: cursor + 1 };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

/** Types KEYSTROKES keys; the cursor jumps to a random place with probability `jump`; times `work` after each key. */
function run(
  draft: string,
  jump: number,
  seed: number,
  work: (current: string) => void,
  every = 1,
) {
  const next = createRandom({ seed });
  let state: TStroke = { text: draft, cursor: Math.floor(next() * draft.length) };
  const times: number[] = [];
  for (let k = 0; k < KEYSTROKES; k++) {
    if (next() < jump) state = { ...state, cursor: Math.floor(next() * state.text.length) };
    state = press(state, next);
    if (k % every !== every - 1) continue;
    const start = performance.now();
    work(state.text);
    times.push(performance.now() - start);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    text: state.text,
    samples: times.length,
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

const draft = buildRubric();
const perKeystroke = (current: string) => {
  computeEditDistance({ draft, current });
  summarizeEdits({ regions: segmentEdits({ base: draft, next: current }) });
};
run(draft, 0.05, 99, perKeystroke); // warm-up (JIT), not reported

const scenarios = [
  { name: "typing in bursts (cursor jumps on ~5% of keys)", jump: 0.05, seed: 1 },
  { name: "every key at a new random position (worst case)", jump: 1, seed: 2 },
];
const ms = (x: number) => `${x.toFixed(2)} ms`;
const rows: string[] = [];
const verdicts: string[] = [];
for (const s of scenarios) {
  const r = run(draft, s.jump, s.seed, perKeystroke);
  verdicts.push(
    `${s.name.replace(/ \(.*\)$/, "")}: p95 ${ms(r.p95)}, ${r.p95 < FRAME_MS ? "met" : "not met"}`,
  );
  const d = computeEditDistance({ draft, current: r.text });
  const sum = summarizeEdits({ regions: segmentEdits({ base: draft, next: r.text }) });
  rows.push(
    `| ${s.name} | ${r.samples} | ${ms(r.median)} | ${ms(r.p95)} | ${ms(r.max)} | ${(r.p95 / FRAME_MS).toFixed(2)} | ` +
      `${d.distance} (${d.normalized.toFixed(3)}), ${sum.total} regions |`,
  );
  const baseline = run(draft, s.jump, s.seed, (current) => distance(draft, current), 10);
  rows.push(
    `| baseline: fastest-levenshtein \`distance\` alone on the whole texts, same keys (every 10th) | ${baseline.samples} | ${ms(baseline.median)} | ${ms(baseline.p95)} | ${ms(baseline.max)} | ${(baseline.p95 / FRAME_MS).toFixed(2)} | |`,
  );
}

const body = [
  `Per keystroke: \`computeEditDistance\` + \`segmentEdits\` + \`summarizeEdits\` of the current text against the original draft, a ${(draft.length / 1000).toFixed(1)} KB ` +
    `rubric (${draft.split("\n").length} lines, offline drafts rendered with the template). ${KEYSTROKES} simulated keystrokes (80% typed characters, 20% backspaces), after a ` +
    `${KEYSTROKES}-key warm-up. Budget: one frame, ${FRAME_MS} ms.`,
  "",
  "| scenario | samples | median | p95 | max | p95 / 16 ms | distance after the last key (normalized), regions |",
  "|---|---|---|---|---|---|---|",
  ...rows,
  "",
  `Target: p95 under ${FRAME_MS} ms per keystroke. ${verdicts.join("; ")}.`,
].join("\n");

console.log(body);
writeResult({
  section: "Rubric edit distance per keystroke",
  command: "npx tsx --tsconfig tsconfig.json bench/edit-distance.ts",
  body,
});
