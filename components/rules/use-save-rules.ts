"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSaveProjectRulesResponse } from "@/lib/rules/rules-api.types";
import type { TProjectRule } from "@/lib/rules/schemas";
import { fetchJson } from "@/components/query/fetch-json";
import { rulesKeys } from "./rules-keys";

type TVars = { rules: TProjectRule[]; note: string; baseVersion: number };

/** Saves the list as the next version of the project rules; refreshes the current one and the history. */
export function useSaveRules(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: TVars) =>
      fetchJson<TSaveProjectRulesResponse>(`/api/projects/${encodeURIComponent(slug)}/rules`, {
        method: "POST",
        body: JSON.stringify(v),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rulesKeys.all(slug) }),
  });
}
