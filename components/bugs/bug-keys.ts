import type { TListBugsQuery } from "@/lib/bugs/schemas";

/** Query keys of the bugs feature. */
export const bugKeys = {
  all: (slug: string) => ["projects", slug, "bugs"] as const,
  list: (slug: string, query: Partial<TListBugsQuery>) =>
    [...bugKeys.all(slug), "list", query] as const,
};
