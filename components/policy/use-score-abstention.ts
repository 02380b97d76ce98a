"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TScoreAbstentionResponse } from "@/lib/policies/policies-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { policyKeys } from "./policy-keys";

/** Scores the project's bugs for abstention with the configured LLM; refreshes the evaluations. */
export function useScoreAbstention(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { representation: "r1" | "r2" }) =>
      fetchJson<TScoreAbstentionResponse>(
        `/api/projects/${encodeURIComponent(slug)}/policy/abstention`,
        { method: "POST", body: JSON.stringify(v) },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: policyKeys.all(slug) }),
  });
}
