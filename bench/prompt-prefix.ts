// Benchmark: how much of the judge's prompt tokens on PVBench (533 candidate patches of 69 bugs,
// ../shared/data/pvbench) is a prefix repeated from an earlier prompt of the same bug when a
// bug's jobs run together, and what provider prompt caching makes of it, for the v1 prompts
// (candidate patch before the instructions) and the v2 prompts (instructions as the system
// message, then the bug's part, the patch last). Prompts are rendered by the app's own
// renderJudgePrompt and tokenized with o200k_base (gpt-tokenizer), the GPT-4.1 encoding.
// The golden-rubric reference is the offline drafter's rubric of each bug (PVBench has no rubric).
// Run: npm run bench:prompt-prefix   (writes bench/RESULTS.md's section; RUBRICATE_SHARED=<dir> to
// point at another copy of the shared data)
import { readFileSync } from "node:fs";
import path from "node:path";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { renderJudgePrompt, type TJudgePromptBug } from "@/lib/judge/config/render-judge-prompt";
import type { TJudgeReference } from "@/lib/judge/schemas";
import { findModelPrice, PRICES_AS_OF } from "@/lib/llm/find-model-price";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { draftOffline } from "@/lib/rubrics/draft-offline";
import { renderRubricMarkdown } from "@/lib/rubrics/render-rubric-markdown";
import { writeResult } from "./write-result";

const SHARED = path.resolve(process.env.RUBRICATE_SHARED ?? "../shared/data");
const OPENAI_MIN = 1024; // OpenAI caches prompts from 1,024 tokens on, in steps of 128.
const OPENAI_STEP = 128;
const ANTHROPIC_MIN = 1024; // Claude Sonnet's smallest cacheable prefix.

type TBugRow = { bugId: string; bugType: string | null; report: string; groundTruthPatch: string };
type TPatchRow = { patchId: string; bugId: string; patch: string };

const jsonl = <T>(file: string): T[] =>
  readFileSync(path.join(SHARED, "pvbench", file), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

const bugs = jsonl<TBugRow>("bugs.jsonl");
const patches = jsonl<TPatchRow>("patches.jsonl");
const bugById = new Map(bugs.map((b) => [b.bugId, b]));
// Jobs of one bug run together: patches grouped by bug, bugs in file order.
const bugOrder = [...new Set(patches.map((p) => p.bugId))];
const jobs = bugOrder.flatMap((id) => patches.filter((p) => p.bugId === id));

// What the import makes of a PVBench bug: no title or language field, so none.
const promptBug = (b: TBugRow): TJudgePromptBug => ({
  externalId: b.bugId,
  title: null,
  bugType: b.bugType,
  language: null,
  report: b.report,
  groundTruthPatch: b.groundTruthPatch,
});
const rubricOf = new Map(
  bugs.map((b) => [
    b.bugId,
    renderRubricMarkdown({
      draft: draftOffline({ bug: { ...promptBug(b), title: null } }),
    }),
  ]),
);

const SETUPS: { reference: TJudgeReference; label: string; template: string }[] = [
  { reference: "golden", label: "rubric (offline draft)", template: "judge-rubric" },
  { reference: "ground_truth", label: "ground-truth fix", template: "judge-ground-truth" },
  { reference: "report_only", label: "report only", template: "judge-report-only" },
];

type TPrompt = { bugId: string; tokens: number[]; stablePrefix: number };

function renderAll(template: string, reference: TJudgeReference): TPrompt[] {
  const body = loadPrompt({ name: template }).body;
  return jobs.map((job) => {
    const bug = bugById.get(job.bugId)!;
    const rendered = renderJudgePrompt({
      template: body,
      reference,
      bug: promptBug(bug),
      candidatePatch: job.patch,
      referenceText: reference === "golden" ? rubricOf.get(bug.bugId)! : null,
    });
    // The wire order: the system message, then the user message.
    const system = rendered.system === null ? [] : encode(rendered.system);
    const prefix = rendered.cachePrefix === null ? [] : encode(rendered.cachePrefix);
    const tokens = [...system, ...encode(rendered.text)];
    // Tokens up to the cache breakpoint (Anthropic caches exactly that much), 0 without one.
    const stablePrefix = rendered.cachePrefix === null ? 0 : system.length + prefix.length;
    return { bugId: job.bugId, tokens, stablePrefix };
  });
}

function commonPrefix(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

type TMeasure = {
  prompts: number;
  total: number;
  repeatedSameBug: number;
  repeatedAny: number;
  openaiCached: number;
  anthropicRead: number;
  anthropicWrite: number;
};

function measure(prompts: TPrompt[]): TMeasure {
  const m: TMeasure = {
    prompts: prompts.length,
    total: 0,
    repeatedSameBug: 0,
    repeatedAny: 0,
    openaiCached: 0,
    anthropicRead: 0,
    anthropicWrite: 0,
  };
  const seenBugs = new Set<string>();
  prompts.forEach((p, i) => {
    m.total += p.tokens.length;
    let sameBug = 0;
    let any = 0;
    for (let j = 0; j < i; j++) {
      const q = prompts[j]!;
      const shared = commonPrefix(p.tokens, q.tokens);
      any = Math.max(any, shared);
      if (q.bugId === p.bugId) sameBug = Math.max(sameBug, shared);
    }
    m.repeatedSameBug += sameBug;
    m.repeatedAny += any;
    // OpenAI: the longest cached prefix, from 1,024 tokens on, in steps of 128.
    if (any >= OPENAI_MIN)
      m.openaiCached += OPENAI_MIN + Math.floor((any - OPENAI_MIN) / OPENAI_STEP) * OPENAI_STEP;
    // Anthropic: only up to the breakpoint; the bug's first prompt writes it, the others read it.
    if (p.stablePrefix >= ANTHROPIC_MIN) {
      if (seenBugs.has(p.bugId)) m.anthropicRead += p.stablePrefix;
      else m.anthropicWrite += p.stablePrefix;
    }
    seenBugs.add(p.bugId);
  });
  return m;
}

const openai = findModelPrice({ provider: "openai", model: "gpt-4.1" })!;
const anthropic = findModelPrice({ provider: "anthropic", model: "claude-sonnet-4-5" })!;
const usd = (tokens: number, perMillion: number) => (tokens * perMillion) / 1e6;
const money = (v: number) => `$${v.toFixed(2)}`;
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const int = (n: number) => n.toLocaleString("en-US");

const started = performance.now();
const rows: string[] = [];
const summary: string[] = [];
for (const setup of SETUPS) {
  for (const version of [1, 2]) {
    const m = measure(renderAll(`${setup.template}.v${version}`, setup.reference));
    const openaiFull = usd(m.total, openai.input);
    const openaiCachedCost =
      usd(m.total - m.openaiCached, openai.input) + usd(m.openaiCached, openai.cachedInput);
    const anthropicFull = usd(m.total, anthropic.input);
    const anthropicCachedCost =
      usd(m.total - m.anthropicRead - m.anthropicWrite, anthropic.input) +
      usd(m.anthropicRead, anthropic.cachedInput) +
      usd(m.anthropicWrite, anthropic.cacheWrite);
    rows.push(
      `| ${setup.label} | v${version} | ${int(m.total)} | ${int(Math.round(m.total / m.prompts))} | ${int(m.repeatedSameBug)} (**${pct(m.repeatedSameBug, m.total)}**) | ${int(m.repeatedAny)} (${pct(m.repeatedAny, m.total)}) | ${pct(m.openaiCached, m.total)} | ${money(openaiFull)} → ${money(openaiCachedCost)} | ${money(anthropicFull)} → ${money(anthropicCachedCost)} |`,
    );
    summary.push(
      `${setup.label} v${version}: ${pct(m.repeatedSameBug, m.total)} repeated, gpt-4.1 ${money(openaiFull)} → ${money(openaiCachedCost)}, claude-sonnet-4-5 ${money(anthropicFull)} → ${money(anthropicCachedCost)}`,
    );
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const perBug = bugOrder.map((id) => jobs.filter((j) => j.bugId === id).length);
const warmable = jobs.length - bugOrder.length;

const body = `Judge prompts for every PVBench candidate patch (${int(jobs.length)} patches of ${bugOrder.length} bugs, ${Math.min(...perBug)} to ${Math.max(...perBug)} per bug; ../shared/data/pvbench), rendered by the app's \`renderJudgePrompt\` for three references, in the order a run takes them when the jobs of one bug run together (bug by bug). Tokens: o200k_base (\`gpt-tokenizer\`, the GPT-4.1 encoding), system message then user message, without the few tokens of message framing; the same counts stand in for Claude's tokenizer. The rubric reference is the offline drafter's rubric of each bug (PVBench has none). One sample per patch. Took ${seconds} s.

- **repeated prefix (same bug)**: per prompt, the longest token prefix it shares with an earlier prompt of its bug, summed: what a prompt cache can serve when a bug's jobs run together. **any earlier prompt** also counts what prompts of different bugs share (v2: the system message).
- **OpenAI cached**: what OpenAI's automatic cache bills as cached: the shared prefix of a prompt of 1,024 tokens or more, in steps of 128 (an ideal cache that keeps every prefix).
- **gpt-4.1 input cost** without → with that caching (${openai.input.toFixed(2)} / ${openai.cachedInput.toFixed(2)} USD per million input / cached input tokens); **claude-sonnet-4-5** without → with a breakpoint at the end of the bug's part (v2 only; v1 sends none): the bug's first prompt writes the system message and bug part at ${anthropic.cacheWrite.toFixed(2)}, later ones read them at ${anthropic.cachedInput.toFixed(2)} (input ${anthropic.input.toFixed(2)}; prefixes under 1,024 tokens are not cached). List prices as of ${PRICES_AS_OF} (\`lib/llm/find-model-price.ts\`). Output tokens are left out: caching does not change them. A bug's first prompt has nothing to share, so at most ${int(warmable)} of the ${int(jobs.length)} prompts (${pct(warmable, jobs.length)}) can start warm.

| reference | prompt | prompt tokens | per prompt | repeated prefix, same bug (share) | repeated, any earlier prompt | OpenAI cached | gpt-4.1 input cost | claude-sonnet-4-5 input cost |
|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

v1 puts the candidate patch before the instructions, so the instructions are never part of the shared prefix; v2 moves them into the system message ahead of the bug's part, so every prompt of a bug repeats everything but its patch, and Anthropic gets a breakpoint there. PVBench's reports are long sanitizer traces (9 KB on average), so the bug's part dominates either way.`;

writeResult({
  section: "Judge prompt prefixes on PVBench (prompt caching)",
  command: "npm run bench:prompt-prefix",
  body,
});
console.log(summary.join("\n"));
console.log(`Written to bench/RESULTS.md (${seconds} s).`);
