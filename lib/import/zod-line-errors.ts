import type { z } from "zod";
import type { TLineError } from "./schemas";

/** One readable error per zod issue, naming the field. */
export function zodLineErrors(options: { line: number; error: z.ZodError }): TLineError[] {
  return options.error.issues.map((issue) => {
    const field = issue.path.map(String).join(".") || "(row)";
    const missing = issue.code === "invalid_type" && /received undefined/.test(issue.message);
    return { line: options.line, field, message: missing ? "is required" : issue.message };
  });
}
