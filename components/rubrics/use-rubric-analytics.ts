"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetRubricAnalyticsResponse } from "@/lib/rubrics/rubrics-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { rubricKeys } from "./rubric-keys";

export function useRubricAnalytics(slug: string) {
  return useQuery({
    queryKey: [...rubricKeys.all(slug), "analytics"] as const,
    queryFn: () =>
      fetchJson<TGetRubricAnalyticsResponse>(
        `/api/projects/${encodeURIComponent(slug)}/rubric-analytics`,
      ),
  });
}
