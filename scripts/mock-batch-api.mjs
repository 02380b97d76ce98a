// Batch endpoints of the mock LLM server (scripts/mock-llm-server.mjs mounts them), following
// the published references:
//   OpenAI Batch: POST /v1/files (multipart, purpose=batch), GET /v1/files/{id},
//     GET /v1/files/{id}/content, POST /v1/batches {input_file_id, endpoint, completion_window},
//     GET /v1/batches/{id}, GET /v1/batches (list), POST /v1/batches/{id}/cancel. Status:
//     validating → in_progress → finalizing → completed (or failed on a bad input file, expired,
//     cancelling → cancelled); output and error files of {id, custom_id, response, error} lines.
//   Anthropic Message Batches: POST /v1/messages/batches {requests: [{custom_id, params}]},
//     GET /v1/messages/batches/{id}, GET …/results (JSONL of {custom_id, result}),
//     POST …/cancel; processing_status in_progress → canceling → ended.
// Requests are answered as the chat endpoint would (OpenAI chat completions; Anthropic messages
// with a json_schema output_config or a forced "json" tool; POST /v1/messages answers online). Processing takes `processingMs`,
// requests finishing one after another over it (a GET in between sees the counts grow); while
// `settings.held` is true no request finishes and no batch ends but by a cancel (a test keeps a
// batch open as long as it needs, then releases it: its requests finish as processingMs says).
// The wire formats (batch objects, files, results) are in scripts/mock-batch-formats.mjs.
// Per-request faults: `batchFault(customId, body)` returning "error" | "expire" | "malformed",
// or a marker MOCK_BATCH_FAULT=error|expire|malformed in the request's user text.
import { randomUUID } from "node:crypto";
import {
  anthropicMessage,
  anthropicRequestsError,
  anthropicResults,
  anthropicView,
  openAiResultLines,
  openAiView,
  parseOpenAiInputFile,
  secs,
  spoil,
  userText,
} from "./mock-batch-formats.mjs";

const FAULTS = new Set(["error", "expire", "malformed"]);

function faultOf(customId, body, batchFault) {
  const chosen = batchFault?.(customId, body) ?? /MOCK_BATCH_FAULT=(\w+)/.exec(userText(body))?.[1];
  return FAULTS.has(chosen) ? chosen : null;
}

/**
 * The batch API state and router. `complete(body)` answers one chat-completions body as the
 * chat endpoint would; `synthesize(schema, ctx)` makes a value valid against a JSON schema.
 */
export function createMockBatchApi({
  complete,
  synthesize,
  processingMs = 200,
  batchFault,
  sendJson,
  readBody,
  apiError,
}) {
  const files = new Map();
  const batches = new Map();
  const stats = {
    files: 0,
    openaiBatches: 0,
    anthropicBatches: 0,
    cancels: 0,
    requests: 0,
    messages: 0,
  };
  const settings = { processingMs, held: false };

  function addFile(content, filename, purpose) {
    const id = `file-mock${randomUUID().replace(/-/g, "").slice(0, 20)}`;
    const file = {
      id,
      object: "file",
      bytes: Buffer.byteLength(content),
      created_at: secs(Date.now()),
      filename,
      purpose,
      content,
    };
    files.set(id, file);
    return file;
  }
  const fileView = ({ content: _c, ...rest }) => rest;

  /** How many requests have finished by `now` (they finish one after another over processingMs). */
  function progress(b, now) {
    const until = b.cancelAt ?? now;
    const elapsed = Math.max(0, until - b.startedAt);
    if (b.items.length === 0) return 0;
    if (b.processingMs <= 0) return b.items.length;
    return Math.min(b.items.length, Math.floor((b.items.length * elapsed) / b.processingMs));
  }

  /** Answers the requests finished so far (once each). */
  async function answerUpTo(b, count) {
    for (let i = b.answered.length; i < count; i++) {
      const item = b.items[i];
      const fault = faultOf(item.customId, item.body, batchFault);
      let outcome;
      if (fault === "expire") outcome = { kind: "expired" };
      else if (fault === "error") outcome = { kind: "errored" };
      else {
        let body =
          b.api === "openai" ? await complete(item.body) : anthropicMessage(item.body, synthesize);
        if (fault === "malformed") body = spoil(body);
        outcome = { kind: "succeeded", body };
      }
      b.answered.push(outcome);
      stats.requests++;
    }
  }

  async function refresh(b) {
    const now = Date.now();
    if (b.final) return;
    if (
      b.api === "openai" &&
      b.status === "validating" &&
      now - b.createdAtMs < Math.min(50, b.processingMs / 4)
    )
      return;
    if (b.failed) {
      b.status = "failed";
      b.failed_at = secs(now);
      b.final = true;
      return;
    }
    // Held (settings.held): no request finishes and the batch stays open until released.
    const held = settings.held && b.cancelAt == null;
    const done = held ? b.answered.length : progress(b, now);
    await answerUpTo(b, done);
    const ended = b.cancelAt != null ? now - b.cancelAt >= 20 : !held && done >= b.items.length;
    if (!ended) {
      if (b.api === "openai") b.status = b.cancelAt != null ? "cancelling" : "in_progress";
      else b.status = b.cancelAt != null ? "canceling" : "in_progress";
      return;
    }
    b.final = true;
    b.endedAt = now;
    if (b.api === "openai") finishOpenAi(b, now);
    else b.status = "ended";
  }

  function finishOpenAi(b, now) {
    const { out, err, expired } = openAiResultLines(b);
    const jsonl = (lines) => lines.map((l) => JSON.stringify(l)).join("\n") + "\n";
    b.output_file_id =
      out.length > 0 ? addFile(jsonl(out), "batch_output.jsonl", "batch_output").id : null;
    b.error_file_id =
      err.length > 0 ? addFile(jsonl(err), "batch_errors.jsonl", "batch_output").id : null;
    b.status = b.cancelAt != null ? "cancelled" : expired ? "expired" : "completed";
    b[
      `${b.status === "cancelled" ? "cancelled" : b.status === "expired" ? "expired" : "completed"}_at`
    ] = secs(now);
    b.finalizing_at = secs(now);
  }

  function newBatch(api, items, extra) {
    const now = Date.now();
    const id =
      api === "openai"
        ? `batch_mock${randomUUID().replace(/-/g, "").slice(0, 20)}`
        : `msgbatch_mock${randomUUID().replace(/-/g, "").slice(0, 20)}`;
    const b = {
      id,
      api,
      items,
      answered: [],
      createdAtMs: now,
      startedAt: now,
      processingMs: settings.processingMs,
      status: api === "openai" ? "validating" : "in_progress",
      errors: null,
      final: false,
      ...extra,
    };
    batches.set(id, b);
    return b;
  }

  async function createOpenAiBatch(req, res) {
    const body = JSON.parse((await readBody(req)) || "{}");
    const file = files.get(body.input_file_id);
    if (!file || file.purpose !== "batch")
      return sendJson(
        res,
        400,
        apiError(`No batch input file ${body.input_file_id}.`, "invalid_request_error"),
      );
    if (body.endpoint !== "/v1/chat/completions")
      return sendJson(
        res,
        400,
        apiError("endpoint: only /v1/chat/completions is served.", "invalid_request_error"),
      );
    if (body.completion_window !== "24h")
      return sendJson(
        res,
        400,
        apiError("completion_window must be 24h.", "invalid_request_error"),
      );
    const { items, errors } = parseOpenAiInputFile(file.content, body.endpoint);
    stats.openaiBatches++;
    const b = newBatch("openai", items, {
      endpoint: body.endpoint,
      input_file_id: file.id,
      metadata: body.metadata ?? null,
    });
    if (errors.length > 0) {
      b.failed = true;
      b.errors = { object: "list", data: errors };
    }
    sendJson(res, 200, openAiView(b));
  }

  async function createAnthropicBatch(req, res) {
    if (!req.headers["anthropic-version"])
      return sendJson(res, 400, {
        type: "error",
        error: { type: "invalid_request_error", message: "anthropic-version header is required." },
      });
    const body = JSON.parse((await readBody(req)) || "{}");
    const requests = Array.isArray(body.requests) ? body.requests : null;
    const bad = (message) =>
      sendJson(res, 400, { type: "error", error: { type: "invalid_request_error", message } });
    const refused = anthropicRequestsError(requests);
    if (refused) return bad(refused);
    stats.anthropicBatches++;
    const b = newBatch(
      "anthropic",
      requests.map((r) => ({ customId: r.custom_id, body: r.params })),
      {},
    );
    sendJson(res, 200, anthropicView(b, origin(req)));
  }

  const origin = (req) => `http://${req.headers.host}`;

  async function uploadFile(req, res) {
    const raw = await readBody(req);
    const form = await new Request("http://mock/v1/files", {
      method: "POST",
      headers: { "content-type": req.headers["content-type"] ?? "" },
      body: raw,
    }).formData();
    const purpose = form.get("purpose");
    const file = form.get("file");
    if (purpose !== "batch" || !file || typeof file === "string")
      return sendJson(
        res,
        400,
        apiError("Send a file with purpose=batch (multipart/form-data).", "invalid_request_error"),
      );
    stats.files++;
    sendJson(res, 200, fileView(addFile(await file.text(), file.name, "batch")));
  }

  /** Handles a batch route; false when the path is not one. */
  function handle(req, res, path) {
    const m = (re) => re.exec(path);
    const run = (fn) => {
      fn().catch((err) =>
        sendJson(res, 500, apiError(String(err?.message ?? err), "server_error")),
      );
      return true;
    };
    let hit;
    if (req.method === "POST" && path === "/v1/files") return run(() => uploadFile(req, res));
    if (req.method === "GET" && (hit = m(/^\/v1\/files\/([^/]+)(\/content)?$/)))
      return run(async () => {
        const file = files.get(hit[1]);
        if (!file)
          return sendJson(
            res,
            404,
            apiError(`No such File object: ${hit[1]}`, "invalid_request_error"),
          );
        if (!hit[2]) return sendJson(res, 200, fileView(file));
        res.writeHead(200, { "content-type": "application/octet-stream" });
        res.end(file.content);
      });
    if (req.method === "POST" && path === "/v1/batches")
      return run(() => createOpenAiBatch(req, res));
    if (req.method === "GET" && path === "/v1/batches")
      return run(async () => {
        const list = [...batches.values()].filter((b) => b.api === "openai").reverse();
        for (const b of list) await refresh(b);
        const data = list.map(openAiView);
        sendJson(res, 200, {
          object: "list",
          data,
          first_id: data[0]?.id ?? null,
          last_id: data.at(-1)?.id ?? null,
          has_more: false,
        });
      });
    if ((hit = m(/^\/v1\/batches\/([^/]+)(\/cancel)?$/)))
      return run(async () => {
        const b = batches.get(hit[1]);
        if (!b || b.api !== "openai")
          return sendJson(res, 404, apiError(`No such batch: ${hit[1]}`, "invalid_request_error"));
        if (req.method === "POST" && hit[2]) {
          await refresh(b);
          if (!b.final && b.cancelAt == null) {
            b.cancelAt = Date.now();
            stats.cancels++;
          }
        } else if (req.method !== "GET") return false;
        await refresh(b);
        sendJson(res, 200, openAiView(b));
      });
    if (req.method === "POST" && path === "/v1/messages")
      // The online Messages API, so requests a batch handed back can be judged online.
      return run(async () => {
        stats.messages++;
        const body = JSON.parse((await readBody(req)) || "{}");
        if (!body.model || !Number.isInteger(body.max_tokens) || !Array.isArray(body.messages))
          return sendJson(res, 400, {
            type: "error",
            error: {
              type: "invalid_request_error",
              message: "model, max_tokens and messages are required.",
            },
          });
        sendJson(res, 200, anthropicMessage(body, synthesize));
      });
    if (req.method === "POST" && path === "/v1/messages/batches")
      return run(() => createAnthropicBatch(req, res));
    if ((hit = m(/^\/v1\/messages\/batches\/([^/]+)(\/cancel|\/results)?$/)))
      return run(async () => {
        const b = batches.get(hit[1]);
        const notFound = () =>
          sendJson(res, 404, {
            type: "error",
            error: { type: "not_found_error", message: `No batch ${hit[1]}.` },
          });
        if (!b || b.api !== "anthropic") return notFound();
        if (req.method === "POST" && hit[2] === "/cancel") {
          await refresh(b);
          if (!b.final && b.cancelAt == null) {
            b.cancelAt = Date.now();
            stats.cancels++;
          }
        }
        await refresh(b);
        if (hit[2] === "/results") {
          if (!b.final)
            return sendJson(res, 400, {
              type: "error",
              error: { type: "invalid_request_error", message: "Batch is still processing." },
            });
          res.writeHead(200, { "content-type": "application/binary" });
          return res.end(anthropicResults(b));
        }
        sendJson(res, 200, anthropicView(b, origin(req)));
      });
    if (req.method === "POST" && path === "/mock/batch-settings")
      return run(async () => {
        const body = JSON.parse((await readBody(req)) || "{}");
        if (Number.isFinite(body.processingMs))
          settings.processingMs = Math.max(0, body.processingMs);
        if (typeof body.held === "boolean") settings.held = body.held;
        sendJson(res, 200, { ...settings });
      });
    return false;
  }

  return { handle, stats, settings, batches };
}
