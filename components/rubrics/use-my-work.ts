"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetMyWorkResponse } from "@/lib/rubrics/rubrics-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { rubricKeys } from "./rubric-keys";

export function useMyWork(slug: string) {
  return useQuery({
    queryKey: rubricKeys.myWork(slug),
    queryFn: () =>
      fetchJson<TGetMyWorkResponse>(`/api/projects/${encodeURIComponent(slug)}/my-work`),
  });
}
