/** What a stored value is checked with: a zod schema, or any check with the same `safeParse`. */
export type TStoredJsonSchema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

/**
 * A value this app saved as JSON in the browser's storage, read back and checked against its
 * shape; null when it is missing, not JSON or of another shape (an older version's, or edited by
 * hand), so the caller starts afresh instead of running on a value of the wrong type.
 */
export function readStoredJson<T>(options: {
  storage: Storage;
  key: string;
  schema: TStoredJsonSchema<T>;
}): T | null {
  const raw = options.storage.getItem(options.key);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = options.schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
