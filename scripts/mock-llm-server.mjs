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
// `stats.inFlight` / `stats.maxInFlight` count completions being answered (the peak taken at the
// end of the event-loop turn that received each).
// The OpenAI Batch and Anthropic Message Batches endpoints come from scripts/mock-batch-api.mjs
// (`batchProcessingMs`, `batchFault`; `server.batch.stats` counts files, batches and cancels),
// with POST /v1/messages answering Anthropic Messages online; Gemini's generateContent
// (POST /v1beta/models/{model}:generateContent) from scripts/mock-google-api.mjs; the
// completions' wire format from scripts/mock-openai-completion.mjs.
import http from "node:http";
import { isMain } from "./is-main.mjs";
import { createMockBatchApi } from "./mock-batch-api.mjs";
import { createMockGoogleApi } from "./mock-google-api.mjs";
import { contextOf, synthesizeFromSchema } from "./mock-llm-schema.mjs";
import {
  FAULT_KINDS,
  TIMEOUT_HOLD_MS,
  answer,
  apiError,
  cachedPrefixChars,
  completion,
  createRandom,
  readBody,
  sendJson,
} from "./mock-openai-completion.mjs";

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
      // The peak is taken at the end of this turn of the event loop: a call the client aborted
      // just before sending this one may have its close event in the same batch of I/O,
      // handled after this request (file-descriptor order, not arrival order), and must not
      // count beside it. A call answered within the turn still counts itself.
      stats.inFlight++;
      let closed = false;
      res.once("close", () => {
        closed = true;
        stats.inFlight--;
      });
      setImmediate(() => {
        stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight + (closed ? 1 : 0));
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
