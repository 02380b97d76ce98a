"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TGuidanceProposalResponse } from "@/lib/tuning/guidance-api.types";
import type { TProposeJudgeGuidance } from "@/lib/tuning/schemas-guidance";
import { fetchJson } from "@/components/query/fetch-json";
import { refineKeys, refineUrl } from "./refine-keys";

/** Asks the LLM for guidance lines (slow: the page shows progress); refreshes the list. */
export function useProposeGuidance(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TProposeJudgeGuidance) =>
      fetchJson<TGuidanceProposalResponse>(refineUrl.list(slug), {
        method: "POST",
        body: JSON.stringify(input),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refineKeys.all(slug) }),
  });
}
