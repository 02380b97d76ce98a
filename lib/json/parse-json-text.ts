import { z } from "zod";

/**
 * JSON text read from a database column, parsed and checked against the shape the app writes
 * there. Text that is not JSON, or JSON of another shape, throws an error naming the column
 * instead of flowing on under a type it does not have.
 */
export function parseJsonText<S extends z.ZodType>(options: {
  text: string;
  schema: S;
  column: string;
}): z.output<S> {
  const { text, schema, column } = options;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${column} does not hold JSON text.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(`${column} holds JSON of another shape: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
