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
// requests finishing one after another over it (a GET in between sees the counts grow).
// Per-request faults: `batchFault(customId, body)` returning "error" | "expire" | "malformed",
// or a marker MOCK_BATCH_FAULT=error|expire|malformed in the request's user text.
import { randomUUID } from "node:crypto";

const CUSTOM_ID = /^[a-zA-Z0-9_-]{1,64}$/;
const FAULTS = new Set(["error", "expire", "malformed"]);
const iso = (ms) => new Date(ms).toISOString();
const secs = (ms) => Math.floor(ms / 1000);

const textOf = (content) =>
  typeof content === "string"
    ? content
    : Array.isArray(content)
      ? content.map((p) => (typeof p === "string" ? p : (p?.text ?? ""))).join("")
      : "";

function userText(body) {
  const messages = Array.isArray(body?.messages) ? body.messages : [];
  return messages
    .filter((m) => m?.role === "user")
    .map((m) => textOf(m.content))
    .join("\n");
}

function faultOf(customId, body, batchFault) {
  const chosen = batchFault?.(customId, body) ?? /MOCK_BATCH_FAULT=(\w+)/.exec(userText(body))?.[1];
  return FAULTS.has(chosen) ? chosen : null;
}

/** An Anthropic Messages API answer to `params` (structured output or the forced json tool). */
function anthropicMessage(params, synthesize) {
  const text = userText(params);
  const ctx = {
    sentence: `Mock answer about: ${text.replace(/\s+/g, " ").trim().split(" ").slice(0, 8).join(" ")}.`,
    label: /MOCK_LABEL=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null,
  };
  const format = params.output_config?.format ?? params.output_format;
  const tool = Array.isArray(params.tools)
    ? (params.tools.find((t) => t?.name === (params.tool_choice?.name ?? "json")) ??
      params.tools[0])
    : null;
  let content;
  let stop = "end_turn";
  if (format?.type === "json_schema")
    content = [{ type: "text", text: JSON.stringify(synthesize(format.schema ?? {}, ctx)) }];
  else if (tool && params.tool_choice) {
    content = [
      {
        type: "tool_use",
        id: `toolu_mock_${randomUUID().slice(0, 8)}`,
        name: tool.name,
        input: synthesize(tool.input_schema ?? {}, ctx),
      },
    ];
    stop = "tool_use";
  } else content = [{ type: "text", text: "mock answer" }];
  const out = JSON.stringify(content);
  return {
    id: `msg_mock_${randomUUID().slice(0, 12)}`,
    type: "message",
    role: "assistant",
    model: params.model,
    content,
    stop_reason: stop,
    stop_sequence: null,
    usage: {
      input_tokens: Math.max(1, Math.ceil(text.length / 4)),
      output_tokens: Math.max(1, Math.ceil(out.length / 4)),
    },
  };
}

/** Truncates the JSON an answer carries, so it no longer parses (the "malformed" fault). */
function spoil(body) {
  const copy = structuredClone(body);
  const message = copy.choices?.[0]?.message;
  if (message?.content) message.content = message.content.slice(0, 10);
  for (const part of copy.content ?? []) {
    if (part.type === "text") part.text = part.text.slice(0, 10);
    if (part.type === "tool_use") part.input = { thought: 1 };
  }
  return copy;
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
  const settings = { processingMs };

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
    const done = progress(b, now);
    await answerUpTo(b, done);
    const ended = b.cancelAt != null ? now - b.cancelAt >= 20 : done >= b.items.length;
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
    const out = [];
    const err = [];
    let expired = false;
    b.items.forEach((item, i) => {
      const o = b.answered[i];
      const id = `batch_req_${randomUUID().replace(/-/g, "").slice(0, 24)}`;
      if (!o) return; // cancelled before it ran: in neither file
      if (o.kind === "succeeded")
        out.push({
          id,
          custom_id: item.customId,
          response: { status_code: 200, request_id: `req_${i}`, body: o.body },
          error: null,
        });
      else if (o.kind === "errored")
        err.push({
          id,
          custom_id: item.customId,
          response: {
            status_code: 500,
            request_id: `req_${i}`,
            body: {
              error: {
                message: "Mock batch item error.",
                type: "server_error",
                param: null,
                code: null,
              },
            },
          },
          error: null,
        });
      else {
        expired = true;
        err.push({
          id,
          custom_id: item.customId,
          response: null,
          error: {
            code: "batch_expired",
            message: "This request could not be executed before the completion window expired.",
          },
        });
      }
    });
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

  function openAiView(b) {
    const counts = { total: b.items.length, completed: 0, failed: 0 };
    b.answered.forEach((o) => (o.kind === "succeeded" ? counts.completed++ : counts.failed++));
    return {
      id: b.id,
      object: "batch",
      endpoint: b.endpoint,
      errors: b.errors,
      input_file_id: b.input_file_id,
      completion_window: "24h",
      status: b.status,
      output_file_id: b.output_file_id ?? null,
      error_file_id: b.error_file_id ?? null,
      created_at: secs(b.createdAtMs),
      in_progress_at: b.status === "validating" ? null : secs(b.startedAt),
      expires_at: secs(b.createdAtMs + 24 * 3600_000),
      finalizing_at: b.finalizing_at ?? null,
      completed_at: b.completed_at ?? null,
      failed_at: b.failed_at ?? null,
      expired_at: b.expired_at ?? null,
      cancelling_at: b.cancelAt != null ? secs(b.cancelAt) : null,
      cancelled_at: b.cancelled_at ?? null,
      request_counts: counts,
      metadata: b.metadata ?? null,
    };
  }

  function anthropicView(b, origin) {
    const c = { processing: 0, succeeded: 0, errored: 0, canceled: 0, expired: 0 };
    b.items.forEach((_, i) => {
      const o = b.answered[i];
      if (!o) c[b.final ? "canceled" : "processing"]++;
      else c[o.kind]++;
    });
    return {
      id: b.id,
      type: "message_batch",
      processing_status: b.status,
      request_counts: c,
      ended_at: b.endedAt ? iso(b.endedAt) : null,
      created_at: iso(b.createdAtMs),
      expires_at: iso(b.createdAtMs + 24 * 3600_000),
      archived_at: null,
      cancel_initiated_at: b.cancelAt != null ? iso(b.cancelAt) : null,
      results_url: b.final ? `${origin}/v1/messages/batches/${b.id}/results` : null,
    };
  }

  function anthropicResults(b) {
    return (
      b.items
        .map((item, i) => {
          const o = b.answered[i];
          const result = !o
            ? { type: "canceled" }
            : o.kind === "succeeded"
              ? { type: "succeeded", message: o.body }
              : o.kind === "errored"
                ? {
                    type: "errored",
                    error: {
                      type: "error",
                      error: { type: "api_error", message: "Mock batch item error." },
                    },
                  }
                : { type: "expired" };
          return JSON.stringify({ custom_id: item.customId, result });
        })
        .join("\n") + "\n"
    );
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
    const items = [];
    const errors = [];
    const seen = new Set();
    file.content.split("\n").forEach((line, i) => {
      if (!line.trim()) return;
      let row;
      try {
        row = JSON.parse(line);
      } catch {
        errors.push({
          code: "invalid_json_line",
          message: "Not valid JSON.",
          param: null,
          line: i + 1,
        });
        return;
      }
      if (typeof row.custom_id !== "string" || seen.has(row.custom_id))
        errors.push({
          code: "duplicate_custom_id",
          message: "custom_id missing or repeated.",
          param: "custom_id",
          line: i + 1,
        });
      else if (row.method !== "POST" || row.url !== body.endpoint)
        errors.push({
          code: "mismatched_endpoint",
          message: `url must be ${body.endpoint}.`,
          param: "url",
          line: i + 1,
        });
      else if (!row.body || !Array.isArray(row.body.messages))
        errors.push({
          code: "invalid_request",
          message: "body.messages is required.",
          param: "body",
          line: i + 1,
        });
      else {
        seen.add(row.custom_id);
        items.push({ customId: row.custom_id, body: row.body });
      }
    });
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
    if (!requests || requests.length === 0) return bad("requests: must be a non-empty array.");
    const seen = new Set();
    for (const [i, r] of requests.entries()) {
      if (typeof r?.custom_id !== "string" || !CUSTOM_ID.test(r.custom_id))
        return bad(`requests.${i}.custom_id: must match ^[a-zA-Z0-9_-]{1,64}$.`);
      if (seen.has(r.custom_id))
        return bad(`requests.${i}.custom_id: must be unique within the batch.`);
      seen.add(r.custom_id);
      const p = r.params;
      if (
        !p ||
        typeof p.model !== "string" ||
        !Number.isInteger(p.max_tokens) ||
        !Array.isArray(p.messages)
      )
        return bad(`requests.${i}.params: model, max_tokens and messages are required.`);
      if (p.stream) return bad(`requests.${i}.params.stream: batches are not streamed.`);
    }
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
        sendJson(res, 200, { ...settings });
      });
    return false;
  }

  return { handle, stats, settings, batches };
}
