"use client";

import { useQuery } from "@tanstack/react-query";
import type { TMyWork } from "@/lib/rubrics/list-my-work";
import { fetchJson } from "@/components/query/fetch-json";
import { rubricKeys } from "./rubric-keys";

export function useMyWork(slug: string) {
  return useQuery({ queryKey: rubricKeys.myWork(slug), queryFn: () => fetchJson<TMyWork>(`/api/projects/${encodeURIComponent(slug)}/my-work`) });
}
