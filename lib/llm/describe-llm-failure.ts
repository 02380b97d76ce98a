import { APICallError, NoObjectGeneratedError, RetryError } from "ai";
import { replaceNulCharacters } from "@/lib/json/replace-nul-characters";
import { KEY_VARIABLE } from "@/lib/env/schema-llm";

export type TLlmFailure = {
  /** One line, secrets redacted, at most 1,000 characters: safe to store and to show. */
  reason: string;
  /** The model's text when it answered but the answer was unusable (not JSON, schema violation). */
  rawOutput: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
  /** HTTP status of the provider's answer, when there was one. */
  status: number | null;
  /** Worth retrying as is: timeouts, 408/409/429/5xx, unusable output at temperature > 0. */
  retryable: boolean;
  /** From the provider's retry-after header, when present. */
  retryAfterMs: number | null;
  /**
   * The provider itself looks down, not this request: a 5xx answer (529 included) or no
   * connection (refused, reset, unknown host). A judge run pauses when every call fails so.
   */
  unavailable: boolean;
};

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** Whether an error or one of its causes is a failure to reach the server. */
function noConnection(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && NETWORK_CODES.has(code)) return true;
    if (e instanceof Error && /Cannot connect to API|ECONNREFUSED/.test(e.message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function redact(text: string, env: Record<string, string | undefined>): string {
  let out = text;
  for (const name of [...Object.values(KEY_VARIABLE), "AUTH_SECRET"]) {
    const secret = env[name];
    if (secret && secret.length >= 6) out = out.split(secret).join("[redacted]");
  }
  return out
    .replace(/\b(sk|key|token)-[A-Za-z0-9_-]{12,}\b/g, "$1-[redacted]")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 1000);
}

/** Gemini says when to retry in its error body (google.rpc.RetryInfo `retryDelay`, e.g. "34.4s"). */
function bodyRetryDelayMs(body: string | undefined): number | null {
  const delay = body && /"retryDelay"\s*:\s*"(\d+(?:\.\d+)?)s"/.exec(body);
  return delay ? Math.round(Number(delay[1]) * 1000) : null;
}

/** The variable that holds the key of `provider` (openai-compatible: LLM_API_KEY). */
function keyVariable(provider: string | undefined): string {
  if (!provider) return "the provider's API key variable";
  const name = provider.startsWith("compatible") ? "openai-compatible" : provider;
  return KEY_VARIABLE[name as keyof typeof KEY_VARIABLE] ?? "the provider's API key variable";
}

function retryAfterMs(headers: Record<string, string> | undefined, body?: string): number | null {
  const value = headers?.["retry-after-ms"] ?? headers?.["retry-after"];
  if (!value) return bodyRetryDelayMs(body);
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return headers?.["retry-after-ms"] ? seconds : seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/**
 * Turns whatever an AI SDK call threw (HTTP error, timeout, network failure, unparsable or
 * schema-violating output, exhausted retries) into a storable, secret-free description.
 */
export function describeLlmFailure({
  error,
  env = process.env,
  provider,
}: {
  error: unknown;
  env?: Record<string, string | undefined>;
  /** The configured provider, so a refused key names its variable. */
  provider?: string;
}): TLlmFailure {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  const base = {
    rawOutput: null,
    inputTokens: null,
    outputTokens: null,
    status: null,
    retryAfterMs: null,
    unavailable: false,
  };
  if (NoObjectGeneratedError.isInstance(last)) {
    // Cut off at the token limit or refused: the same request would end the same way again.
    const cutOff = last.finishReason === "length";
    const refused = last.finishReason === "content-filter";
    const cause = cutOff
      ? ": the answer hit the token limit (finish reason length)"
      : refused
        ? ": the model refused or the provider's content filter stopped the answer (finish reason content-filter)"
        : last.cause instanceof Error
          ? `: ${last.cause.message}`
          : "";
    return {
      ...base,
      reason: redact(`${last.message.replace(/\.$/, "")}${cause}`, env),
      rawOutput: last.text == null ? null : replaceNulCharacters({ value: last.text }),
      inputTokens: last.usage?.inputTokens ?? null,
      outputTokens: last.usage?.outputTokens ?? null,
      retryable: !cutOff && !refused,
    };
  }
  if (APICallError.isInstance(last)) {
    const status = last.statusCode ?? null;
    // A refused key (Gemini answers 400 "API key not valid"): no retry helps; say which variable.
    const badKey =
      status === 401 ||
      status === 403 ||
      (status === 400 && /api[ _-]?key/i.test(`${last.message} ${last.responseBody ?? ""}`));
    const hint = badKey
      ? `the provider refused the API key: check ${keyVariable(provider)}. `
      : status === 404
        ? "the provider does not know this model or endpoint: check LLM_MODEL and LLM_BASE_URL. "
        : "";
    return {
      ...base,
      reason: redact(`${status ? `HTTP ${status}: ` : ""}${hint}${last.message}`, env),
      status,
      retryable: badKey ? false : last.isRetryable,
      retryAfterMs: retryAfterMs(last.responseHeaders, last.responseBody),
      unavailable: status === null ? noConnection(last) : status >= 500,
    };
  }
  if (last instanceof Error) {
    const timedOut = last.name === "TimeoutError" || last.name === "AbortError";
    const reason = timedOut ? `timed out (${last.message})` : `${last.name}: ${last.message}`;
    return {
      ...base,
      reason: redact(reason, env),
      retryable: timedOut || last.name === "TypeError",
      unavailable: !timedOut && noConnection(last),
    };
  }
  return { ...base, reason: redact(String(last), env), retryable: false };
}
