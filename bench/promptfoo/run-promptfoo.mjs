#!/usr/bin/env node
// promptfoo half of the judge-throughput benchmark: runs promptfoo's `llm-rubric` assertion over N
// candidate patches, graded by a local OpenAI-compatible server (scripts/mock-llm-server.mjs).
//
//   node bench/promptfoo/run-promptfoo.mjs --items 2000 --latency 200 --concurrency 16
//   import { runPromptfooBench, createGradingResponder } from "./bench/promptfoo/run-promptfoo.mjs";
//
// - The output under test is static: each test carries `providerOutput` (the candidate diff), so the
//   target provider ("echo") is never called; only llm-rubric grading calls reach the server.
// - Grader: `openai:chat:mock-judge` with apiBaseUrl = baseUrl and a dummy key. Rubric prompt =
//   promptfoo's default llm-rubric prompt plus an <Input> block with the bug+patch text (so the grader
//   sees prompt, output and rubric, like our own judge does).
// - The mock's default plain-text answer ("mock answer") is not JSON, which promptfoo scores as a
//   grader failure; `createGradingResponder()` gives the mock a `respond(body)` hook returning
//   {"reason","pass","score"} (pass unless the request contains MOCK_LABEL=INVALID / FAIL), and counts
//   calls and peak in-flight requests (interval [answer time - latency, answer time]).
// - Cache off (PROMPTFOO_CACHE_ENABLED=false and evaluate(..., { cache: false })), telemetry/update
//   checks/sharing/remote generation off, writeLatestResults: false (no eval rows in promptfoo's DB).
//   promptfoo's config dir (logs, cache dir) defaults to bench/promptfoo/.promptfoo unless
//   PROMPTFOO_CONFIG_DIR is set. Env vars are set before promptfoo is imported (it reads some at import).
import path from "node:path";
import { isMain } from "../../scripts/is-main.mjs";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));

const PROMPTFOO_ENV = {
  PROMPTFOO_CACHE_ENABLED: "false",
  PROMPTFOO_DISABLE_TELEMETRY: "1",
  PROMPTFOO_DISABLE_UPDATE: "1",
  PROMPTFOO_DISABLE_SHARING: "1",
  PROMPTFOO_DISABLE_REMOTE_GENERATION: "1",
  PROMPTFOO_DISABLE_REDTEAM_REMOTE_GENERATION: "1",
  PROMPTFOO_SELF_HOSTED: "1",
  PROMPTFOO_DISABLE_DEBUG_LOG: "1",
  PROMPTFOO_DISABLE_ERROR_LOG: "1",
  PROMPTFOO_NO_TESTCASE_ASSERT_WARNING: "1",
  PROMPTFOO_CONFIG_DIR: path.join(HERE, ".promptfoo"),
  LOG_LEVEL: "warn",
  OPENAI_API_KEY: "sk-mock",
  IS_TESTING: undefined,
};

let promptfooModule = null;
async function loadPromptfoo() {
  if (promptfooModule) return promptfooModule;
  for (const [key, value] of Object.entries(PROMPTFOO_ENV)) {
    if (value !== undefined && process.env[key] === undefined) process.env[key] = value;
  }
  promptfooModule = await import("promptfoo");
  return promptfooModule;
}

export async function promptfooVersion() {
  const { readFile } = await import("node:fs/promises");
  const { createRequire } = await import("node:module");
  const require = createRequire(import.meta.url);
  const pkgPath = path.join(path.dirname(require.resolve("promptfoo")), "..", "..", "package.json");
  return JSON.parse(await readFile(pkgPath, "utf8")).version;
}

// promptfoo's DEFAULT_GRADING_PROMPT (0.121.x), with the item's prompt added as <Input>.
const RUBRIC_PROMPT = JSON.stringify([
  {
    role: "system",
    content: `You are grading output according to a user-specified rubric. If the statement in the rubric is true, then the output passes the test. You respond with a JSON object with this structure: {reason: string, pass: boolean, score: number}

Examples:

<Output>Hello world</Output>
<Rubric>Content contains a greeting</Rubric>
{"reason": "the content contains the word 'Hello'", "pass": true, "score": 1.0}

<Output>Avast ye swabs, repel the invaders!</Output>
<Rubric>Does not speak like a pirate</Rubric>
{"reason": "'avast ye' is a common pirate term", "pass": false, "score": 0.0}`,
  },
  {
    role: "user",
    content:
      "<Input>\n{{ prompt }}\n</Input>\n<Output>\n{{ output }}\n</Output>\n<Rubric>\n{{ rubric }}\n</Rubric>",
  },
]);

/**
 * A `respond(body)` hook for startMockLlmServer that answers as an llm-rubric grader and counts calls.
 * `latencyMs` must be the mock's latency: the hook runs after the mock's wait, so a request was in
 * flight during [now - latencyMs, now]; peakConcurrent is the max overlap of those intervals.
 */
export function createGradingResponder({ latencyMs = 0 } = {}) {
  const ends = [];
  const stats = { calls: 0, pass: 0, fail: 0 };
  const respond = (body) => {
    ends.push(performance.now());
    stats.calls++;
    const text = (body.messages ?? [])
      .map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content)))
      .join("\n");
    const fail = /MOCK_LABEL=(INVALID|FAIL)\b/i.test(text);
    stats[fail ? "fail" : "pass"]++;
    return fail
      ? { reason: "Mock judge: the patch does not satisfy the rubric.", pass: false, score: 0 }
      : { reason: "Mock judge: the patch satisfies the rubric.", pass: true, score: 1 };
  };
  const peakConcurrent = () => {
    const events = [];
    for (const end of ends) events.push([end - latencyMs, 1], [end, -1]);
    events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    let now = 0;
    let peak = 0;
    for (const [, d] of events) peak = Math.max(peak, (now += d));
    return peak;
  };
  const span = () =>
    ends.length ? { firstAnswerAt: ends[0], lastAnswerAt: ends[ends.length - 1] } : null;
  return {
    respond,
    stats,
    latencyMs,
    peakConcurrent,
    span,
    reset: () => ((ends.length = 0), Object.assign(stats, { calls: 0, pass: 0, fail: 0 })),
  };
}

/**
 * Runs promptfoo's evaluator with one llm-rubric assertion per item.
 * items: [{ id, prompt, output, rubric }]. `responder` (optional): createGradingResponder() wired into
 * the mock at baseUrl, for call counts and peak concurrency as seen by the server; `mockStats`
 * (optional): the mock's `stats` object (its `completions` delta is reported too).
 */
export async function runPromptfooBench({
  baseUrl,
  items,
  concurrency = 16,
  responder = null,
  mockStats = null,
  matchConnectionPool = true,
}) {
  const { evaluate } = await loadPromptfoo();
  // promptfoo's HTTP agent pool has `state.maxConcurrency || 4` connections; only the CLI (-j) sets
  // state.maxConcurrency, so through evaluate() every grader call shares 4 connections whatever
  // maxConcurrency is. PROMPTFOO_FETCH_CONNECTIONS (read when the agent is created) overrides it.
  const previousConnections = process.env.PROMPTFOO_FETCH_CONNECTIONS;
  if (matchConnectionPool) process.env.PROMPTFOO_FETCH_CONNECTIONS = String(concurrency);
  const grader = {
    id: "openai:chat:mock-judge",
    config: { apiBaseUrl: baseUrl, apiKey: "sk-mock", temperature: 0 },
  };
  const tests = items.map((item) => ({
    description: String(item.id),
    vars: { prompt: item.prompt, rubric: item.rubric },
    providerOutput: item.output,
    metadata: { itemId: String(item.id) },
    assert: [{ type: "llm-rubric", value: "{{ rubric }}" }],
  }));
  const mockBefore = mockStats ? mockStats.completions : null;
  responder?.reset();

  const t0 = performance.now();
  let summary;
  try {
    const evalRecord = await evaluate(
      {
        prompts: ["{{ prompt }}"],
        providers: ["echo"],
        defaultTest: { options: { provider: grader, rubricPrompt: RUBRIC_PROMPT } },
        tests,
        writeLatestResults: false,
        sharing: false,
      },
      { maxConcurrency: concurrency, cache: false, showProgressBar: false, silent: true },
    );
    summary = await evalRecord.toEvaluateSummary();
  } finally {
    if (matchConnectionPool) {
      if (previousConnections === undefined) delete process.env.PROMPTFOO_FETCH_CONNECTIONS;
      else process.env.PROMPTFOO_FETCH_CONNECTIONS = previousConnections;
    }
  }
  const wallMs = performance.now() - t0;

  const results = summary.results ?? [];
  const out = results.map((r) => {
    const rubricResult =
      r.gradingResult?.componentResults?.find((c) => c.assertion?.type === "llm-rubric") ??
      r.gradingResult;
    // failureReason 2 = ERROR (eval step failed); metadata.graderError = grader call failed or its answer was not JSON.
    const isError = r.failureReason === 2 || Boolean(rubricResult?.metadata?.graderError);
    return {
      id: r.metadata?.itemId ?? r.testCase?.description,
      pass: Boolean(r.success),
      score: r.score,
      error: isError ? (rubricResult?.reason ?? r.error ?? "error") : null,
      reason: rubricResult?.reason ?? null,
    };
  });
  const errors = out.filter((r) => r.error).length;
  const passed = out.filter((r) => r.pass).length;
  // promptfoo 0.121 leaves tokenUsage.assertions.numRequests at 0 for llm-rubric, so calls are only
  // known from the server side: pass `responder` or `mockStats`, else gradingCalls is null.
  const gradingRequests = summary.stats?.tokenUsage?.assertions?.numRequests ?? null;
  const gradingCalls = responder
    ? responder.stats.calls
    : mockStats
      ? mockStats.completions - mockBefore
      : null;
  return {
    items: out,
    wallMs: Math.round(wallMs),
    gradingCalls,
    passed,
    failed: out.length - passed - errors,
    errors,
    itemsPerSecond: Number(((out.length / wallMs) * 1000).toFixed(2)),
    concurrency,
    fetchConnections: matchConnectionPool
      ? concurrency
      : (previousConnections ?? "promptfoo default (4 via evaluate())"),
    peakConcurrentAtMock: responder ? responder.peakConcurrent() : null,
    phases: phasesOf(responder, t0, t0 + wallMs, out.length),
    mockCompletions: mockStats ? mockStats.completions - mockBefore : null,
    promptfooStats: {
      successes: summary.stats?.successes,
      failures: summary.stats?.failures,
      errors: summary.stats?.errors,
      graderRequestsCounted: gradingRequests,
      cachedGraderRequests: summary.stats?.tokenUsage?.assertions?.cached ?? null,
    },
  };
}

/** Where the wall time went: before the first grader answer, between first and last, after the last. */
function phasesOf(responder, t0, t1, n) {
  const span = responder?.span();
  if (!span) return null;
  const latency = responder.latencyMs;
  const firstRequestAt = span.firstAnswerAt - latency;
  const steadyMs = span.lastAnswerAt - firstRequestAt;
  return {
    msBeforeFirstGraderRequest: Math.round(firstRequestAt - t0),
    msFirstRequestToLastAnswer: Math.round(steadyMs),
    msAfterLastAnswer: Math.round(t1 - span.lastAnswerAt),
    itemsPerSecondBetweenFirstRequestAndLastAnswer: Number(((n / steadyMs) * 1000).toFixed(2)),
  };
}

/** Synthetic items shaped like our judge's: a bug report + candidate patch, a rubric of ~1.5 KB. */
export function buildSyntheticItems(n, { invalidEvery = 4 } = {}) {
  const rubric = [
    "The patch fixes the reported bug at its root cause, not only the symptom.",
    "It does not change unrelated behaviour, and keeps the public API stable.",
    "Edge cases named in the report (empty input, null, off-by-one at the boundary) are handled.",
    "The change is minimal and readable; no dead code, no debug output.",
    ...Array.from(
      { length: 12 },
      (_, i) =>
        `Criterion ${i + 5}: the patch respects project conventions item ${i + 5} (naming, error handling, tests).`,
    ),
  ].join("\n");
  return Array.from({ length: n }, (_, i) => {
    const id = `item-${String(i + 1).padStart(5, "0")}`;
    const invalid = invalidEvery > 0 && i % invalidEvery === invalidEvery - 1;
    const diff = [
      `diff --git a/src/module${i % 97}.c b/src/module${i % 97}.c`,
      `--- a/src/module${i % 97}.c`,
      `+++ b/src/module${i % 97}.c`,
      `@@ -${10 + (i % 50)},7 +${10 + (i % 50)},8 @@ static int parse_chunk(const char *buf, size_t len)`,
      "   size_t i;",
      "-  for (i = 0; i <= len; i++) {",
      "+  if (buf == NULL) return -1;",
      "+  for (i = 0; i < len; i++) {",
      "     if (buf[i] == '\\n') break;",
      "   }",
      invalid ? "+  /* MOCK_LABEL=INVALID */" : "+  /* bounds fixed */",
      "   return (int)i;",
    ].join("\n");
    const prompt = [
      `Bug ${id}: heap-buffer-overflow in parse_chunk (module${i % 97}.c).`,
      "ASan: READ of size 1 at offset len, one past the end of the buffer; also crashes on NULL input.",
      'Reproducer: parse_chunk("abc", 3) reads buf[3]. Expected: stop at len, return -1 on NULL.',
      "",
      "Candidate patch:",
      diff,
    ].join("\n");
    return { id, prompt, output: diff, rubric };
  });
}

function parseArgs(argv) {
  const options = { items: 200, latency: 200, concurrency: 16, errorRate: 0, seed: 1 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const key = {
      "--items": "items",
      "--latency": "latency",
      "--concurrency": "concurrency",
      "--error-rate": "errorRate",
      "--seed": "seed",
    }[flag];
    if (flag === "--full") options.full = true;
    else if (flag === "--default-pool") options.defaultPool = true;
    else if (key) options[key] = Number(inline ?? argv[++i]);
    else throw new Error(`Unknown argument: ${argv[i]}`);
  }
  return options;
}

if (isMain(import.meta.url)) {
  const opts = parseArgs(process.argv.slice(2));
  const { startMockLlmServer } = await import("../../scripts/mock-llm-server.mjs");
  const responder = createGradingResponder({ latencyMs: opts.latency });
  const mock = await startMockLlmServer({
    port: 0,
    latencyMs: opts.latency,
    errorRate: opts.errorRate,
    seed: opts.seed,
    respond: responder.respond,
  });
  let exitCode = 0;
  try {
    const items = buildSyntheticItems(opts.items);
    const result = await runPromptfooBench({
      baseUrl: mock.url,
      items,
      concurrency: opts.concurrency,
      responder,
      mockStats: mock.stats,
      matchConnectionPool: !opts.defaultPool,
    });
    const ideal = opts.concurrency / (opts.latency / 1000);
    const { lastRequest: _omit, ...mockCounts } = mock.stats;
    const report = {
      promptfooVersion: await promptfooVersion(),
      node: process.version,
      itemsRequested: opts.items,
      latencyMs: opts.latency,
      concurrency: opts.concurrency,
      fetchConnections: result.fetchConnections,
      wallMs: result.wallMs,
      itemsPerSecond: result.itemsPerSecond,
      idealItemsPerSecond: Number.isFinite(ideal) ? ideal : null,
      ratioToIdeal: Number.isFinite(ideal)
        ? Number((result.itemsPerSecond / ideal).toFixed(3))
        : null,
      gradingCalls: result.gradingCalls,
      peakConcurrentAtMock: result.peakConcurrentAtMock,
      phases: result.phases,
      passed: result.passed,
      failed: result.failed,
      errors: result.errors,
      allGradedViaHttp:
        result.items.length === opts.items &&
        result.gradingCalls === opts.items &&
        result.promptfooStats.cachedGraderRequests === 0,
      mock: mockCounts,
      promptfooStats: result.promptfooStats,
      items: opts.full ? result.items : result.items.slice(0, 3),
    };
    console.log(JSON.stringify(report, null, 2));
    if (!report.allGradedViaHttp) exitCode = 1;
  } catch (err) {
    console.error(err);
    exitCode = 1;
  } finally {
    await mock.close();
  }
  process.exit(exitCode);
}
