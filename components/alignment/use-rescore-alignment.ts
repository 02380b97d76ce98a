"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TRescoreResponse } from "@/lib/alignment/alignment-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { judgeKeys } from "@/components/judge/judge-keys";
import { alignmentKeys, alignmentUrl } from "./alignment-keys";

/** Starts a re-score run of one configuration version on a campaign's labelled patches. */
export function useRescoreAlignment(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { configId: string; campaignId: string }) =>
      fetchJson<TRescoreResponse>(alignmentUrl.rescore(slug), {
        method: "POST",
        body: JSON.stringify(input),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: alignmentKeys.all(slug) });
      await queryClient.invalidateQueries({ queryKey: judgeKeys.runs(slug) });
    },
  });
}
