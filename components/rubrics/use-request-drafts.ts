"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TRequestDraftsResponse } from "@/lib/rubrics/rubrics-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { rubricKeys } from "./rubric-keys";

type TVars = {
  bugIds?: string[];
  allWithoutRubric?: boolean;
  format?: "templated" | "freeform";
  engine?: "llm" | "offline";
};

export function useRequestDrafts(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: TVars) =>
      fetchJson<TRequestDraftsResponse>(`/api/projects/${encodeURIComponent(slug)}/drafts`, {
        method: "POST",
        body: JSON.stringify(v),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rubricKeys.all(slug) }),
  });
}
