// The rule-based answers of scripts/mock-llm-server.mjs: what a request says (markers such as
// "MOCK_LABEL=INVALID" in its user messages) and a minimal value valid against the JSON schema it
// asks for (response_format or a forced tool's parameters). No I/O.

/** Text of a message's content: a string or an array of parts ({ type: "text", text }). */
export function textOf(content) {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content.map((p) => (typeof p === "string" ? p : (p?.text ?? ""))).join("");
  return content == null ? "" : JSON.stringify(content);
}

/** Facts about the request that steer synthesized answers. */
export function contextOf(body) {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const userTexts = messages.filter((m) => m?.role === "user").map((m) => textOf(m.content));
  const lastUser = userTexts.at(-1) ?? "";
  const words = lastUser.replace(/\s+/g, " ").trim().split(" ").filter(Boolean).slice(0, 8);
  const all = userTexts.join("\n");
  // "MOCK_INVALID_IF=<word>" (e.g. in a rubric): enums answer INVALID when <word> occurs in the
  // user messages anywhere but in the marker itself, else VALID; a rubric phrase steers a label.
  const steer = /MOCK_INVALID_IF=([A-Za-z0-9_-]+)/.exec(all)?.[1];
  const label =
    /MOCK_LABEL=([A-Za-z0-9_-]+)/.exec(all)?.[1] ??
    (steer ? (all.split(steer).length - 1 > 1 ? "INVALID" : "VALID") : null);
  // "MOCK_LOGPROB=-0.3" in a user message sets every token's log-prob (default -0.05).
  const logprob = Number(/MOCK_LOGPROB=(-?[0-9.]+)/.exec(userTexts.join("\n"))?.[1] ?? "-0.05");
  const sentence = words.length > 0 ? `Mock answer about: ${words.join(" ")}.` : "Mock answer.";
  // "MOCK_SUCCESS_P=0.7": a plain-text answer "success" (p ≥ 0.5) or "failure" whose first
  // token's top log-probs give success p and failure 1 − p (bug abstention).
  const successP = Number(/MOCK_SUCCESS_P=([0-9.]+)/.exec(userTexts.join("\n"))?.[1] ?? "NaN");
  // "MOCK_FINISH_REASON=length": the answer (whole) comes with that finish reason, as a provider
  // reports an answer cut off at the token limit.
  const finishReason = /MOCK_FINISH_REASON=([a-z_]+)/.exec(all)?.[1] ?? null;
  // "MOCK_GRADE=2": a graded judge's grade (and dimension grades); see gradeFor.
  const grade = Number(/MOCK_GRADE=([0-9]+)/.exec(all)?.[1] ?? "NaN");
  return {
    grade: Number.isInteger(grade) ? grade : null,
    finishReason,
    sentence,
    label,
    logprob: Number.isFinite(logprob) && logprob <= 0 ? logprob : -0.05,
    successP: successP >= 0 && successP <= 1 ? successP : null,
  };
}

function resolveRef(ref, root) {
  if (typeof ref !== "string" || !ref.startsWith("#")) return {};
  const parts = ref.slice(1).split("/").filter(Boolean);
  let node = root;
  for (const part of parts)
    node = node?.[decodeURIComponent(part.replace(/~1/g, "/").replace(/~0/g, "~"))];
  return node ?? {};
}

function synthString(schema, ctx) {
  const byFormat = {
    "date-time": "2025-01-01T00:00:00Z",
    date: "2025-01-01",
    time: "00:00:00",
    email: "mock@example.org",
    uri: "https://example.org/mock",
    url: "https://example.org/mock",
    uuid: "00000000-0000-4000-8000-000000000000",
  };
  let text = byFormat[schema.format] ?? ctx.sentence;
  const min = schema.minLength ?? 0;
  if (text.length < min) text = text.padEnd(min, ".");
  if (schema.maxLength != null && text.length > schema.maxLength)
    text = text.slice(0, schema.maxLength);
  return text;
}

function synthNumber(schema, integer) {
  let value = integer ? 1 : 0.5;
  const lo =
    schema.minimum ??
    (schema.exclusiveMinimum != null ? schema.exclusiveMinimum + (integer ? 1 : 0.001) : null);
  const hi =
    schema.maximum ??
    (schema.exclusiveMaximum != null ? schema.exclusiveMaximum - (integer ? 1 : 0.001) : null);
  if (lo != null && value < lo) value = integer ? Math.ceil(lo) : lo;
  if (hi != null && value > hi) value = integer ? Math.floor(hi) : hi;
  return value;
}

function chooseEnum(values, ctx) {
  if (ctx.label) {
    const hit = values.find(
      (v) => typeof v === "string" && v.toLowerCase() === ctx.label.toLowerCase(),
    );
    if (hit !== undefined) return hit;
  }
  return values[0];
}

/**
 * A graded judge's `grade` (prompts/judge-graded): "MOCK_GRADE=<n>" in a user message (clamped to
 * the schema's bounds; the label is left as steered, so a contradiction can be staged), else the
 * top grade, or the lowest when the label is steered to INVALID.
 */
function gradeFor(schema, ctx, root) {
  const s = schema.$ref ? resolveRef(schema.$ref, root) : schema;
  // Bounds as sent: lib/llm moves minimum / maximum into the description ("≥ 1, ≤ 4.").
  const said = (sign) => {
    const m = new RegExp(`${sign} (-?[0-9]+)`).exec(s.description ?? "");
    return m ? Number(m[1]) : null;
  };
  const lo = s.minimum ?? said("≥") ?? 1;
  const hi = s.maximum ?? said("≤") ?? lo;
  const want = ctx.grade ?? (ctx.label?.toUpperCase() === "INVALID" ? lo : hi);
  return Math.min(hi, Math.max(lo, want));
}

/** Each dimension of `dimensionGrades` graded as `grade` is. */
function dimensionGradesFor(schema, ctx, root) {
  const s = schema.$ref ? resolveRef(schema.$ref, root) : schema;
  return Object.fromEntries(
    Object.entries(s.properties ?? {}).map(([key, sub]) => [key, gradeFor(sub, ctx, root)]),
  );
}

/** A minimal value valid against a JSON schema (draft-07 / 2020-12 subset used by zod and OpenAI). */
export function synthesizeFromSchema(schema, ctx, root = schema, depth = 0) {
  if (schema === true || schema == null || typeof schema !== "object" || depth > 32)
    return ctx.sentence;
  if (schema.$ref) return synthesizeFromSchema(resolveRef(schema.$ref, root), ctx, root, depth + 1);
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return chooseEnum(schema.enum, ctx);
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union) && union.length > 0)
    return synthesizeFromSchema(union[0], ctx, root, depth + 1);
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const merged = { ...schema, allOf: undefined };
    for (const part of schema.allOf) {
      const p = part.$ref ? resolveRef(part.$ref, root) : part;
      Object.assign(merged, p, {
        properties: { ...merged.properties, ...p.properties },
        required: [...(merged.required ?? []), ...(p.required ?? [])],
      });
    }
    delete merged.allOf;
    return synthesizeFromSchema(merged, ctx, root, depth + 1);
  }
  let type = Array.isArray(schema.type)
    ? (schema.type.find((t) => t !== "null") ?? "null")
    : schema.type;
  if (!type)
    type = schema.properties ? "object" : schema.items || schema.prefixItems ? "array" : "string";
  switch (type) {
    case "object": {
      const props = schema.properties ?? {};
      const keys = Array.isArray(schema.required) ? schema.required : Object.keys(props);
      const out = {};
      for (const key of keys)
        out[key] =
          key === "grade"
            ? gradeFor(props[key] ?? {}, ctx, root)
            : key === "dimensionGrades"
              ? dimensionGradesFor(props[key] ?? {}, ctx, root)
              : synthesizeFromSchema(props[key] ?? {}, ctx, root, depth + 1);
      return out;
    }
    case "array": {
      const tuple = schema.prefixItems ?? (Array.isArray(schema.items) ? schema.items : null);
      if (tuple) return tuple.map((s) => synthesizeFromSchema(s, ctx, root, depth + 1));
      let count = Math.max(2, schema.minItems ?? 0);
      if (schema.maxItems != null) count = Math.min(count, schema.maxItems);
      const items = Array.from({ length: count }, () =>
        synthesizeFromSchema(schema.items ?? {}, ctx, root, depth + 1),
      );
      const unique =
        schema.uniqueItems && new Set(items.map((i) => JSON.stringify(i))).size < items.length;
      return unique ? items.slice(0, Math.max(1, schema.minItems ?? 1)) : items;
    }
    case "string":
      return synthString(schema, ctx);
    case "number":
      return synthNumber(schema, false);
    case "integer":
      return synthNumber(schema, true);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return ctx.sentence;
  }
}
