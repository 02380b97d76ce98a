// The OpenAI chat-completions wire format of scripts/mock-llm-server.mjs: the seeded fault
// generator, the rule-based (or `respond`) answer, the completion body with usage, cached prompt
// prefixes and log-probs, and the JSON helpers the other mock APIs share.
import { createHash } from "node:crypto";
import { contextOf, synthesizeFromSchema, textOf } from "./mock-llm-schema.mjs";

export const FAULT_KINDS = ["rateLimit", "serverError", "malformed", "timeout"];
export const TIMEOUT_HOLD_MS = 30_000;
const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** mulberry32: small, seeded, deterministic PRNG returning floats in [0, 1). */
export function createRandom(seed) {
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
export function cachedPrefixChars(body, cache) {
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
export async function answer(body, respond) {
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

export function completion(body, id, { content, toolName }, malformed, cachedChars = 0) {
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

export function sendJson(res, status, value, headers = {}) {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(typeof value === "string" ? value : JSON.stringify(value));
}

export const apiError = (message, type, code = null) => ({
  error: { message, type, param: null, code },
});

export function readBody(req) {
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
