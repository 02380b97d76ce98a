"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSetSuccessCriterionResponse } from "@/lib/policies/policies-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { policyKeys } from "./policy-keys";

type TVars = {
  successCriterion: "tests" | "consensus" | "judge" | "author";
  successCampaignId: string | null;
  successRunId: string | null;
};

/** Makes a success criterion the project's default; refreshes the policy evaluations. */
export function useSetSuccessCriterion(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: TVars) =>
      fetchJson<TSetSuccessCriterionResponse>(
        `/api/projects/${encodeURIComponent(slug)}/policy/settings`,
        { method: "PUT", body: JSON.stringify(v) },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: policyKeys.all(slug) }),
  });
}
