import type { z } from "zod";
import type { TLineError } from "./schemas";

function valueAt(value: unknown, path: PropertyKey[]): unknown {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** One readable error per zod issue, naming the field; a missing field reads "is required". */
export function zodLineErrors(options: {
  line: number;
  error: z.ZodError;
  value: unknown;
}): TLineError[] {
  return options.error.issues.map((issue) => {
    const field = issue.path.map(String).join(".") || "(row)";
    const missing = issue.path.length > 0 && valueAt(options.value, issue.path) === undefined;
    return { line: options.line, field, message: missing ? "is required" : issue.message };
  });
}
