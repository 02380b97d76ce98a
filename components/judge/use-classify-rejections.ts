"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TClassifyRejectionThemesResponse } from "@/lib/themes/themes-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { judgeKeys, judgeUrl } from "./judge-keys";

/** Classifies a run's INVALID justifications into themes (LLM when configured; `offline`: keywords), then refreshes them. */
export function useClassifyRejections(slug: string, runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { offline: boolean }) =>
      fetchJson<TClassifyRejectionThemesResponse>(judgeUrl.run(slug, runId, "/themes"), {
        method: "POST",
        body: JSON.stringify(input),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: judgeKeys.themes(slug, runId) }),
  });
}
