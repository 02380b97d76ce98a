import { safeParse, type $ZodType, type output } from "zod/v4/core";

/**
 * A value this app saved as JSON in the browser's storage, read back and checked against its
 * shape; null when it is missing, not JSON or of another shape (an older version's, or edited by
 * hand), so the caller starts afresh instead of running on a value of the wrong type.
 */
export function readStoredJson<S extends $ZodType>(options: {
  storage: Storage;
  key: string;
  schema: S;
}): output<S> | null {
  const raw = options.storage.getItem(options.key);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  // zod's core parser: takes classic and zod/mini schemas alike, without loading classic zod.
  const parsed = safeParse(options.schema, value);
  return parsed.success ? parsed.data : null;
}
