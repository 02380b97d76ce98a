"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TListBugsResponse } from "@/lib/bugs/bugs-api.types";
import type { TListBugsQuery } from "@/lib/bugs/schemas";
import { fetchJson } from "@/components/query/fetch-json";
import { bugKeys } from "./bug-keys";

export function useBugs(slug: string, query: Partial<TListBugsQuery>) {
  return useQuery({
    queryKey: bugKeys.list(slug, query),
    queryFn: () => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query))
        if (v !== undefined && v !== "") params.set(k, String(v));
      return fetchJson<TListBugsResponse>(
        `/api/projects/${encodeURIComponent(slug)}/bugs?${params}`,
      );
    },
    placeholderData: keepPreviousData,
  });
}
