"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TProposeRepairResponse } from "@/lib/rubrics/rubrics-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { rubricKeys, rubricUrl } from "./rubric-keys";

/** Asks for a rubric repair proposal (a new version in the editor), then refreshes the rubric. */
export function useProposeRepair(slug: string, bugId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { runId: string; campaignId?: string; engine?: "llm" | "offline" }) =>
      fetchJson<TProposeRepairResponse>(rubricUrl(slug, bugId, "templated", "/repair"), {
        method: "POST",
        body: JSON.stringify(body),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rubricKeys.all(slug) }),
  });
}
