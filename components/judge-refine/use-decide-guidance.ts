"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TGuidanceProposalResponse } from "@/lib/tuning/guidance-api.types";
import type { TDecideJudgeGuidance } from "@/lib/tuning/schemas-guidance";
import { fetchJson } from "@/components/query/fetch-json";
import { judgeKeys } from "@/components/judge/judge-keys";
import { refineUrl } from "./refine-keys";

/** Accepts (edited lines → a new configuration version) or rejects a proposal; refreshes the judge's data. */
export function useDecideGuidance(slug: string, proposalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDecideJudgeGuidance) =>
      fetchJson<TGuidanceProposalResponse>(refineUrl.decision(slug, proposalId), {
        method: "POST",
        body: JSON.stringify(input),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: judgeKeys.all(slug) }),
  });
}
