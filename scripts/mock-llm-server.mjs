#!/usr/bin/env node
// A dependency-free stand-in for an LLM API speaking the OpenAI chat-completions format
// (POST /v1/chat/completions, GET /v1/models), for tests, benchmarks and demos offline.
//
//   node scripts/mock-llm-server.mjs --port 4010 --latency 200 --error-rate 0.2 --seed 1
//   import { startMockLlmServer } from "./scripts/mock-llm-server.mjs";
//
// Answers are rule-based unless `respond(body)` is given: a `response_format` json_schema
// (or a forced tool's parameters) yields a minimal object valid against that schema; enums
// follow a "MOCK_LABEL=<value>" marker in the user messages (or "MOCK_INVALID_IF=<word>": INVALID
// when the word occurs elsewhere in them, else VALID), else take their first value.
// Log-probs (when asked for) are -0.05 per token, or the value of a "MOCK_LOGPROB=<x>" marker;
// "MOCK_SUCCESS_P=<p>" makes a plain-text answer "success"/"failure" with those top log-probs;
// "MOCK_FINISH_REASON=length" sends the answer with that finish reason (cut off at the token limit).
// Faults (`errorRate`, seeded): 429 with retry-after, 500, malformed JSON content, timeout.
// An outage (`outage(ms)`, or POST /mock/outage {"ms": 15000}) answers every completion with
// 503 for that long. A prompt cache: a request whose leading messages (or leading parts of a
// message) were sent before reports them as `usage.prompt_tokens_details.cached_tokens`.
// `stats.inFlight` / `stats.maxInFlight` count completions being answered (from the end of the
// event-loop turn that received them).
// The OpenAI Batch and Anthropic Message Batches endpoints come from scripts/mock-batch-api.mjs
// (`batchProcessingMs`, `batchFault`; `server.batch.stats` counts files, batches and cancels),
// with POST /v1/messages answering Anthropic Messages online; Gemini's generateContent
// (POST /v1beta/models/{model}:generateContent) from scripts/mock-google-api.mjs.
import { createHash } from "node:crypto";
import http from "node:http";
import { isMain } from "./is-main.mjs";
import { createMockBatchApi } from "./mock-batch-api.mjs";
import { createMockGoogleApi } from "./mock-google-api.mjs";
import { contextOf, synthesizeFromSchema, textOf } from "./mock-llm-schema.mjs";

const FAULT_KINDS = ["rateLimit", "serverError", "malformed", "timeout"];
const TIMEOUT_HOLD_MS = 30_000;
const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** mulberry32: small, seeded, deterministic PRNG returning floats in [0, 1). */
function createRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The tool the request forces (tool_choice "required" or a named function), or null. */
function forcedTool(body) {
  const tools = Array.isArray(body.tools) ? body.tools.filter((t) => t?.type === "function") : [];
  if (tools.length === 0) return null;
  const choice = body.tool_choice;
  if (choice && typeof choice === "object")
    return tools.find((t) => t.function?.name === choice.function?.name) ?? null;
  if (choice === "required" || (choice == null && !body.response_format)) return tools[0];
  return null;
}

const tokens = (text) => Math.max(1, Math.ceil(text.length / 4));
const PREFIX_CACHE_LIMIT = 50_000;

/**
 * Characters of the request's longest leading run of message parts (each message, or each part
 * of a message whose content is an array, in order; never the whole prompt) that an earlier
 * request also began with; remembers this request's leading runs in `cache` (a Set of hashes).
 */
function cachedPrefixChars(body, cache) {
  const parts = (body.messages ?? []).flatMap((m) =>
    Array.isArray(m?.content)
      ? m.content.map((p) => `${m.role}\u0000${textOf([p])}`)
      : [`${m?.role}\u0000${textOf(m?.content)}`],
  );
  const hash = createHash("sha256");
  let chars = 0;
  let cached = 0;
  for (const part of parts.slice(0, -1)) {
    hash.update(`${part.length}:${part}`);
    chars += part.length - part.indexOf("\u0000") - 1;
    const key = hash.copy().digest("hex");
    if (cache.has(key)) cached = chars;
    else {
      if (cache.size >= PREFIX_CACHE_LIMIT) cache.clear();
      cache.add(key);
    }
  }
  return cached;
}
const chunks = (text) => text.match(/[\s\S]{1,4}/g) ?? [];

/**
 * A synthesized judge guidance proposal (lib/tuning, schema "judge_guidance") cites the first two
 * patches its prompt lists ("### Patch <id>") in every line, as a real model would cite them.
 */
function citePatches(value, format, body) {
  if (format?.json_schema?.name !== "judge_guidance" || !Array.isArray(value?.lines)) return value;
  const text = (Array.isArray(body.messages) ? body.messages : []).map((m) => textOf(m?.content));
  const ids = [...text.join("\n").matchAll(/^### Patch (\S+)/gm)].map((m) => m[1]).slice(0, 2);
  return { ...value, lines: value.lines.map((line) => ({ ...line, patchIds: ids })) };
}

/** The assistant message for a valid request: { content, toolCall?, json }. */
async function answer(body, respond) {
  const ctx = contextOf(body);
  const tool = forcedTool(body);
  const format = body.response_format;
  const json = Boolean(tool) || format?.type === "json_schema" || format?.type === "json_object";
  let content = respond ? await respond(body) : undefined;
  if (content != null && typeof content !== "string") content = JSON.stringify(content);
  if (content == null) {
    if (tool) content = JSON.stringify(synthesizeFromSchema(tool.function.parameters ?? {}, ctx));
    else if (format?.type === "json_schema") {
      const schema = format.json_schema?.schema ?? {};
      content = JSON.stringify(citePatches(synthesizeFromSchema(schema, ctx), format, body));
    } else if (format?.type === "json_object") content = JSON.stringify({ answer: ctx.sentence });
    else if (ctx.successP !== null) content = ctx.successP >= 0.5 ? "success" : "failure";
    else content = "mock answer";
  }
  return { content, toolName: tool?.function?.name ?? null, json };
}

/** Log-probs of a plain "success"/"failure" answer: one token, both outcomes in its top list. */
function outcomeLogprobs(text, p, top) {
  const ln = (x) => (x > 0 ? Math.log(x) : -1e4);
  const alternatives = [
    { token: "success", logprob: ln(p), bytes: [...Buffer.from("success")] },
    { token: "failure", logprob: ln(1 - p), bytes: [...Buffer.from("failure")] },
  ];
  const chosen = alternatives.find((a) => a.token === text) ?? alternatives[0];
  return { content: [{ ...chosen, top_logprobs: top > 0 ? alternatives.slice(0, top) : [] }] };
}

function completion(body, id, { content, toolName }, malformed, cachedChars = 0) {
  const { logprob, successP, finishReason } = contextOf(body);
  const text = malformed
    ? content.slice(0, Math.max(1, Math.floor(content.length / 2))) + "\u2026"
    : content;
  const promptChars = (body.messages ?? []).reduce((n, m) => n + textOf(m?.content).length, 0);
  const message = toolName
    ? {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: `call_${id}`, type: "function", function: { name: toolName, arguments: text } },
        ],
      }
    : { role: "assistant", content: text };
  const logprobs =
    body.logprobs === true && !toolName && successP !== null && !body.response_format
      ? outcomeLogprobs(text, successP, body.top_logprobs ?? 0)
      : body.logprobs === true && !toolName
        ? {
            content: chunks(text).map((token) => ({
              token,
              logprob,
              bytes: [...Buffer.from(token)],
              top_logprobs:
                body.top_logprobs > 0 ? [{ token, logprob, bytes: [...Buffer.from(token)] }] : [],
            })),
          }
        : null;
  const promptTokens = Math.max(1, Math.ceil(promptChars / 4));
  const usage = {
    prompt_tokens: promptTokens,
    completion_tokens: tokens(text),
    prompt_tokens_details: { cached_tokens: Math.min(promptTokens, Math.floor(cachedChars / 4)) },
  };
  return {
    id: `chatcmpl-mock-${id}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? "mock-model",
    choices: [
      {
        index: 0,
        message,
        logprobs,
        finish_reason: finishReason ?? (toolName ? "tool_calls" : "stop"),
      },
    ],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    system_fingerprint: "fp_mock",
  };
}

function sendJson(res, status, value, headers = {}) {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(typeof value === "string" ? value : JSON.stringify(value));
}

const apiError = (message, type, code = null) => ({ error: { message, type, param: null, code } });

function readBody(req) {
  return new Promise((resolve, reject) => {
    const parts = [];
    let size = 0;
    req.on("data", (c) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) reject(new Error("request body too large"));
      else parts.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * Starts the mock server on 127.0.0.1. `respond(body)` may return a string (the content) or
 * an object (JSON-stringified); null/undefined falls back to the rule-based answer.
 * Returns { url: "http://127.0.0.1:PORT/v1", port, close(), stats }.
 */
export async function startMockLlmServer({
  port = 0,
  latencyMs = 0,
  errorRate = 0,
  seed = 1,
  respond,
  batchProcessingMs = 200,
  batchFault,
} = {}) {
  const random = createRandom(seed);
  const stats = {
    requests: 0,
    completions: 0,
    ok: 0,
    badRequests: 0,
    faults: { rateLimit: 0, serverError: 0, malformed: 0, timeout: 0, outage: 0 },
    inFlight: 0,
    maxInFlight: 0,
    lastRequest: null,
  };
  let outageUntil = 0;
  const outage = (ms) => {
    outageUntil = Date.now() + Math.max(0, Number(ms) || 0);
  };
  const timers = new Set();
  const prefixCache = new Set();
  let faultCycle = [];
  const nextFault = () => {
    if (random() >= errorRate) return null;
    if (faultCycle.length === 0) {
      // Every block of four faults holds each kind once, in a seeded order: evenly mixed.
      faultCycle = [...FAULT_KINDS];
      for (let i = faultCycle.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [faultCycle[i], faultCycle[j]] = [faultCycle[j], faultCycle[i]];
      }
    }
    return faultCycle.shift();
  };
  const wait = (ms, res) =>
    new Promise((resolve) => {
      if (ms <= 0) return resolve();
      const timer = setTimeout(() => (timers.delete(timer), resolve()), ms);
      timers.add(timer);
      res.on("close", () => (clearTimeout(timer), timers.delete(timer), resolve()));
    });

  // The latency is the time from a request's arrival to its answer, as a provider's is: the
  // mock's own work (reading, synthesizing, serializing) happens within it, not after it.
  async function handleCompletion(req, res) {
    const arrived = performance.now();
    const waitRest = () => wait(latencyMs - (performance.now() - arrived), res);
    stats.completions++;
    let body;
    try {
      body = JSON.parse(await readBody(req));
    } catch (err) {
      stats.badRequests++;
      return sendJson(
        res,
        400,
        apiError(`Invalid JSON body: ${err.message}`, "invalid_request_error"),
      );
    }
    stats.lastRequest = body;
    if (!body || !Array.isArray(body.messages) || body.messages.length === 0) {
      stats.badRequests++;
      return sendJson(
        res,
        400,
        apiError("'messages' must be a non-empty array.", "invalid_request_error"),
      );
    }
    if (body.stream === true) {
      stats.badRequests++;
      const message =
        "The mock LLM server does not support stream: true; send stream: false (generateText/generateObject).";
      return sendJson(res, 400, apiError(message, "invalid_request_error", "stream_unsupported"));
    }
    if (Date.now() < outageUntil) {
      stats.faults.outage++;
      return sendJson(
        res,
        503,
        apiError("Mock outage: the service is unavailable.", "server_error"),
      );
    }
    const fault = nextFault();
    const id = stats.completions;
    if (fault === "timeout") {
      stats.faults.timeout++;
      await wait(TIMEOUT_HOLD_MS, res);
      return sendJson(res, 504, apiError("Mock timeout: request held for 30 s.", "timeout"));
    }
    if (fault === "rateLimit" || fault === "serverError") await waitRest();
    if (fault === "rateLimit") {
      stats.faults.rateLimit++;
      return sendJson(
        res,
        429,
        apiError("Mock rate limit: retry later.", "requests", "rate_limit_exceeded"),
        { "retry-after": "1" },
      );
    }
    if (fault === "serverError") {
      stats.faults.serverError++;
      return sendJson(res, 500, apiError("Mock internal server error.", "server_error"));
    }
    let reply;
    try {
      reply = await answer(body, respond);
    } catch (err) {
      await waitRest();
      stats.faults.serverError++;
      return sendJson(
        res,
        500,
        apiError(`respond() threw: ${err?.message ?? err}`, "server_error"),
      );
    }
    if (fault === "malformed") {
      // JSON was asked for: content that is not valid JSON. Plain text: a truncated HTTP body.
      const text = reply.json
        ? JSON.stringify(completion(body, id, reply, true))
        : JSON.stringify(completion(body, id, reply, false)).slice(0, 40);
      await waitRest();
      stats.faults.malformed++;
      return sendJson(res, 200, text);
    }
    const text = JSON.stringify(
      completion(body, id, reply, false, cachedPrefixChars(body, prefixCache)),
    );
    await waitRest();
    stats.ok++;
    return sendJson(res, 200, text);
  }

  let batchAnswers = 0;
  const batch = createMockBatchApi({
    complete: async (body) =>
      completion(body, `batch-${++batchAnswers}`, await answer(body, respond), false),
    synthesize: synthesizeFromSchema,
    processingMs: batchProcessingMs,
    batchFault,
    sendJson,
    readBody,
    apiError,
  });

  const google = createMockGoogleApi({
    synthesize: synthesizeFromSchema,
    context: contextOf,
    sendJson,
    readBody,
  });

  const server = http.createServer((req, res) => {
    stats.requests++;
    const path = (req.url ?? "/").split("?")[0].replace(/\/+$/, "");
    if (req.method === "POST" && path === "/v1/chat/completions") {
      // Counted from the end of this turn of the event loop: a call the client aborted just
      // before sending this one may have its close event in the same batch of I/O, handled
      // after this request (file-descriptor order, not arrival order), and must not count as
      // still in flight beside it. A call really still out is counted as before.
      let counted = false;
      let closed = false;
      res.once("close", () => {
        closed = true;
        if (counted) stats.inFlight--;
      });
      setImmediate(() => {
        if (closed) return;
        counted = true;
        stats.inFlight++;
        stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      });
      handleCompletion(req, res).catch((err) =>
        sendJson(res, 500, apiError(String(err?.message ?? err), "server_error")),
      );
      return;
    }
    if (req.method === "POST" && path === "/mock/outage") {
      readBody(req)
        .then((text) => {
          outage(JSON.parse(text || "{}").ms);
          sendJson(res, 200, { outageUntil: new Date(outageUntil).toISOString() });
        })
        .catch((err) =>
          sendJson(res, 400, apiError(String(err?.message ?? err), "invalid_request_error")),
        );
      return;
    }
    if (req.method === "POST" && path === "/mock/reset-stats") {
      stats.maxInFlight = stats.inFlight;
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === "GET" && path === "/v1/models") {
      const data = [{ id: "mock-model", object: "model", created: 0, owned_by: "rubricate-mock" }];
      return sendJson(res, 200, { object: "list", data });
    }
    if (req.method === "GET" && path === "/stats") {
      const { lastRequest: _last, ...counts } = stats;
      return sendJson(res, 200, { ...counts, batch: batch.stats, google: google.stats });
    }
    if (batch.handle(req, res, path)) return;
    if (google.handle(req, res, path)) return;
    sendJson(
      res,
      404,
      apiError(`No route for ${req.method} ${path || "/"}.`, "invalid_request_error"),
    );
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => (server.off("error", reject), resolve()));
  });
  const actualPort = server.address().port;
  let closing = null;
  const close = () => {
    closing ??= new Promise((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return closing;
  };
  return {
    url: `http://127.0.0.1:${actualPort}/v1`,
    port: actualPort,
    close,
    stats,
    outage,
    batch: { stats: batch.stats, settings: batch.settings },
  };
}

function parseArgs(argv) {
  const options = { port: 4010, latencyMs: 0, errorRate: 0, seed: 1 };
  const names = {
    "--batch-delay": "batchProcessingMs",
    "--port": "port",
    "--latency": "latencyMs",
    "--error-rate": "errorRate",
    "--seed": "seed",
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--help" || arg === "-h") return null;
    const [flag, inline] = arg.split("=", 2);
    const key = names[flag];
    const value = Number(inline ?? argv[++i]);
    if (!key || !Number.isFinite(value)) throw new Error(`Bad argument: ${arg}`);
    options[key] = value;
  }
  if (options.errorRate < 0 || options.errorRate > 1)
    throw new Error("--error-rate must be between 0 and 1");
  return options;
}

if (isMain(import.meta.url)) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(String(err.message));
    process.exit(2);
  }
  if (!options) {
    console.log(
      "Usage: node scripts/mock-llm-server.mjs [--port 4010] [--latency ms] [--error-rate 0..1] [--seed n] [--batch-delay ms]",
    );
    process.exit(0);
  }
  const server = await startMockLlmServer(options);
  console.log(`Mock LLM server (OpenAI chat completions) on ${server.url}`);
  const stop = async () => {
    await server.close();
    const { lastRequest: _last, ...counts } = server.stats;
    console.log(`Stopped. ${JSON.stringify(counts)}`);
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
