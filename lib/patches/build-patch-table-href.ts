import type { TPatchTableQuery } from "./schemas";
import { formatPatchTableQuery } from "./patch-table-query";

/** The patch table's address for a state. */
export function buildPatchTableHref(options: {
  slug: string;
  query: Partial<TPatchTableQuery>;
}): string {
  const search = formatPatchTableQuery(options.query);
  return `/projects/${encodeURIComponent(options.slug)}/patches${search ? `?${search}` : ""}`;
}
