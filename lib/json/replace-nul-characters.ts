/** What a NUL character (U+0000) in imported text becomes: U+2400 SYMBOL FOR NULL, "␀". */
export const NUL_STAND_IN = "\u2400";

/**
 * `value` (parsed JSON) with every NUL character in its strings and keys replaced by "␀".
 * PostgreSQL's text type cannot hold U+0000, and real datasets carry it (a PVBench report
 * quotes a C string with two), so imported text keeps a visible mark where each one was, the
 * same on both engines. Returns the value itself when it has no NUL.
 */
export function replaceNulCharacters<T>(options: { value: T }): T {
  return walk(options.value) as T;
}

function walk(value: unknown): unknown {
  if (typeof value === "string")
    return value.includes("\0") ? value.replaceAll("\0", NUL_STAND_IN) : value;
  if (Array.isArray(value)) return value.map(walk);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [walk(k) as string, walk(v)]));
  return value;
}
