"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetProjectRulesResponse } from "@/lib/rules/rules-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { rulesKeys } from "./rules-keys";

/** The project's current rules (null before the first save). */
export function useProjectRules(slug: string) {
  return useQuery({
    queryKey: rulesKeys.current(slug),
    queryFn: () =>
      fetchJson<TGetProjectRulesResponse>(`/api/projects/${encodeURIComponent(slug)}/rules`).then(
        (r) => r.current,
      ),
  });
}
