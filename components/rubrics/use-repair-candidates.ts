"use client";

import { useQuery } from "@tanstack/react-query";
import type { TRepairCandidatesResponse } from "@/lib/rubrics/rubrics-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { rubricKeys, rubricUrl } from "./rubric-keys";

/** The judge runs a rubric repair could start from, with their disagreement counts. */
export function useRepairCandidates(slug: string, bugId: string, enabled: boolean) {
  return useQuery({
    queryKey: rubricKeys.repair(slug, bugId),
    queryFn: () =>
      fetchJson<TRepairCandidatesResponse>(rubricUrl(slug, bugId, "templated", "/repair")),
    enabled,
  });
}
