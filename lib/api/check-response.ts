import { isDeepStrictEqual } from "node:util";
import type { z } from "zod";

/** A route answered something its response schema does not describe (a bug: 500, never a 4xx). */
export class ResponseDriftError extends Error {
  override name = "ResponseDriftError";
}

const jsonOf = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

/** The first path at which two JSON values differ, e.g. "run.config.model". */
function firstDifference(a: unknown, b: unknown, path: string): string {
  if (a && b && typeof a === "object" && typeof b === "object") {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const [x, y] = [(a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]];
      if (!isDeepStrictEqual(x, y)) return firstDifference(x, y, path ? `${path}.${key}` : key);
    }
  }
  return path || "(body)";
}

/**
 * Checks a handler's result against its route's response schema: it must parse, and the
 * parsed value must serialize to the same JSON as the result itself (so a field the schema
 * does not declare, which zod would strip, is drift too). The result is sent unchanged.
 */
export function checkResponse(options: {
  schema: z.ZodType;
  result: unknown;
  route: string;
}): void {
  const { schema, result, route } = options;
  const parsed = schema.safeParse(result);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`)
      .join("; ");
    throw new ResponseDriftError(`${route}: the response does not match its schema: ${issues}`);
  }
  const sent = jsonOf(result);
  const described = jsonOf(parsed.data);
  if (!isDeepStrictEqual(sent, described)) {
    throw new ResponseDriftError(
      `${route}: the response has a field its schema does not declare or changes: ${firstDifference(sent, described, "")}`,
    );
  }
}
