"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetRuleVersionsResponse } from "@/lib/rules/rules-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { rulesKeys } from "./rules-keys";

/** Every version of the project rules, newest first. */
export function useRuleVersions(slug: string) {
  return useQuery({
    queryKey: rulesKeys.versions(slug),
    queryFn: () =>
      fetchJson<TGetRuleVersionsResponse>(
        `/api/projects/${encodeURIComponent(slug)}/rules/versions`,
      ).then((r) => r.versions),
  });
}
