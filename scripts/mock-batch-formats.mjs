// The wire formats of the mock's batch endpoints (scripts/mock-batch-api.mjs keeps their state
// and routes): OpenAI Batch objects, input and output files; Anthropic Message Batches objects,
// requests and results; an Anthropic Messages answer. Pure functions of a batch's state.
import { randomUUID } from "node:crypto";

const CUSTOM_ID = /^[a-zA-Z0-9_-]{1,64}$/;
const iso = (ms) => new Date(ms).toISOString();
export const secs = (ms) => Math.floor(ms / 1000);

const textOf = (content) =>
  typeof content === "string"
    ? content
    : Array.isArray(content)
      ? content.map((p) => (typeof p === "string" ? p : (p?.text ?? ""))).join("")
      : "";

/** The user messages' text of a chat or Messages request body. */
export function userText(body) {
  const messages = Array.isArray(body?.messages) ? body.messages : [];
  return messages
    .filter((m) => m?.role === "user")
    .map((m) => textOf(m.content))
    .join("\n");
}

/** An Anthropic Messages API answer to `params` (structured output or the forced json tool). */
export function anthropicMessage(params, synthesize) {
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
export function spoil(body) {
  const copy = structuredClone(body);
  const message = copy.choices?.[0]?.message;
  if (message?.content) message.content = message.content.slice(0, 10);
  for (const part of copy.content ?? []) {
    if (part.type === "text") part.text = part.text.slice(0, 10);
    if (part.type === "tool_use") part.input = { thought: 1 };
  }
  return copy;
}

/** An OpenAI batch input file's requests, and its per-line errors (a batch with any fails). */
export function parseOpenAiInputFile(content, endpoint) {
  const items = [];
  const errors = [];
  const seen = new Set();
  const error = (code, message, param, i) => errors.push({ code, message, param, line: i + 1 });
  content.split("\n").forEach((line, i) => {
    if (!line.trim()) return;
    let row;
    try {
      row = JSON.parse(line);
    } catch {
      return error("invalid_json_line", "Not valid JSON.", null, i);
    }
    if (typeof row.custom_id !== "string" || seen.has(row.custom_id))
      error("duplicate_custom_id", "custom_id missing or repeated.", "custom_id", i);
    else if (row.method !== "POST" || row.url !== endpoint)
      error("mismatched_endpoint", `url must be ${endpoint}.`, "url", i);
    else if (!row.body || !Array.isArray(row.body.messages))
      error("invalid_request", "body.messages is required.", "body", i);
    else {
      seen.add(row.custom_id);
      items.push({ customId: row.custom_id, body: row.body });
    }
  });
  return { items, errors };
}

/** Why an Anthropic batch's `requests` are refused, or null when they are valid. */
export function anthropicRequestsError(requests) {
  if (!requests || requests.length === 0) return "requests: must be a non-empty array.";
  const seen = new Set();
  for (const [i, r] of requests.entries()) {
    if (typeof r?.custom_id !== "string" || !CUSTOM_ID.test(r.custom_id))
      return `requests.${i}.custom_id: must match ^[a-zA-Z0-9_-]{1,64}$.`;
    if (seen.has(r.custom_id)) return `requests.${i}.custom_id: must be unique within the batch.`;
    seen.add(r.custom_id);
    const p = r.params;
    if (
      !p ||
      typeof p.model !== "string" ||
      !Number.isInteger(p.max_tokens) ||
      !Array.isArray(p.messages)
    )
      return `requests.${i}.params: model, max_tokens and messages are required.`;
    if (p.stream) return `requests.${i}.params.stream: batches are not streamed.`;
  }
  return null;
}

/** An ended OpenAI batch's output and error file lines, and whether a request expired. */
export function openAiResultLines(b) {
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
  return { out, err, expired };
}

/** The OpenAI Batch object of `b`. */
export function openAiView(b) {
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

/** The Anthropic Message Batch object of `b`, its results URL on `origin`. */
export function anthropicView(b, origin) {
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

/** An ended Anthropic batch's results, JSONL in request order. */
export function anthropicResults(b) {
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
