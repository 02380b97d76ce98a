import { ZPatchTableQuery, type TPatchTableQuery } from "./schemas";

/**
 * The patch table page's address parsed with ZPatchTableQuery (the API's schema), or the
 * reasons it is refused, one line per bad parameter ("tests: Invalid option…"), for the page to
 * show instead of the table. A repeated parameter is refused too (the table keeps lists comma-separated).
 */
export function parsePatchTableParams(options: {
  params: Record<string, string | string[] | undefined>;
}): { query: TPatchTableQuery; errors: null } | { query: null; errors: string[] } {
  const flat: Record<string, string> = {};
  const errors: string[] = [];
  for (const [key, value] of Object.entries(options.params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) errors.push(`${key}: given ${value.length} times; give it once`);
    else flat[key] = value;
  }
  const parsed = ZPatchTableQuery.safeParse(flat);
  if (parsed.success && errors.length === 0) return { query: parsed.data, errors: null };
  for (const issue of parsed.error?.issues ?? [])
    errors.push(issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message);
  return { query: null, errors };
}
