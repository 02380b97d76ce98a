"use client";

import { useQuery } from "@tanstack/react-query";
import type { TRubricAnalyticsReport } from "@/lib/rubrics/get-rubric-analytics";
import { fetchJson } from "@/components/query/fetch-json";
import { rubricKeys } from "./rubric-keys";

export function useRubricAnalytics(slug: string) {
  return useQuery({
    queryKey: [...rubricKeys.all(slug), "analytics"] as const,
    queryFn: () => fetchJson<TRubricAnalyticsReport>(`/api/projects/${encodeURIComponent(slug)}/rubric-analytics`),
  });
}
