import { z } from "zod";
import type { TBatchItemOutcome } from "./batch-types";

const ZOpenAiLine = z.object({
  custom_id: z.string(),
  response: z
    .object({ status_code: z.number(), body: z.unknown() })
    .nullish()
    .transform((r) => r ?? null),
  error: z
    .object({ code: z.string().nullish(), message: z.string().nullish() })
    .nullish()
    .transform((e) => e ?? null),
});

const ZAnthropicLine = z.object({
  custom_id: z.string(),
  result: z.discriminatedUnion("type", [
    z.object({ type: z.literal("succeeded"), message: z.unknown() }),
    z.object({
      type: z.literal("errored"),
      error: z
        .object({
          error: z.object({ type: z.string(), message: z.string().optional() }).optional(),
          type: z.string().optional(),
          message: z.string().optional(),
        })
        .optional(),
    }),
    z.object({ type: z.literal("canceled") }),
    z.object({ type: z.literal("expired") }),
  ]),
});

function* jsonLines(text: string): Generator<unknown> {
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      yield JSON.parse(line);
    } catch {
      // A line that is not JSON names no request: its job counts as unanswered.
    }
  }
}

function errorMessage(body: unknown): string | null {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === "string" ? error.message : null;
}

/**
 * The outcomes in an OpenAI Batch output or error file (JSONL of `{id, custom_id, response:
 * {status_code, request_id, body}, error}`): a 2xx response is an answer to parse, anything
 * else (an `error`, e.g. batch_expired, or a non-2xx response) a failure with its reason. Pure.
 */
export function parseOpenAiBatchOutput(options: { text: string }): TBatchItemOutcome[] {
  const out: TBatchItemOutcome[] = [];
  for (const value of jsonLines(options.text)) {
    const line = ZOpenAiLine.safeParse(value);
    if (!line.success) continue;
    const { custom_id: customId, response, error } = line.data;
    if (response && !error && response.status_code >= 200 && response.status_code < 300) {
      out.push({ customId, ok: true, body: response.body });
      continue;
    }
    const reason = error
      ? `${error.code ?? "error"}: ${error.message ?? "no message"}`
      : `HTTP ${response?.status_code ?? "?"}: ${errorMessage(response?.body) ?? "no message"}`;
    out.push({ customId, ok: false, reason });
  }
  return out;
}

/**
 * The outcomes in an Anthropic Message Batch results file (JSONL of `{custom_id, result}`,
 * result.type succeeded | errored | canceled | expired): a succeeded message is an answer to
 * parse, the others failures with their reason. Pure.
 */
export function parseAnthropicBatchResults(options: { text: string }): TBatchItemOutcome[] {
  const out: TBatchItemOutcome[] = [];
  for (const value of jsonLines(options.text)) {
    const line = ZAnthropicLine.safeParse(value);
    if (!line.success) continue;
    const { custom_id: customId, result } = line.data;
    if (result.type === "succeeded") out.push({ customId, ok: true, body: result.message });
    else if (result.type === "errored") {
      const inner = result.error?.error ?? result.error;
      out.push({
        customId,
        ok: false,
        reason: `errored: ${inner?.type ?? "error"}: ${inner?.message ?? "no message"}`,
      });
    } else
      out.push({
        customId,
        ok: false,
        reason:
          result.type === "expired"
            ? "expired: the batch ended before this request was processed"
            : "canceled: the batch was cancelled before this request was processed",
      });
  }
  return out;
}
