"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSaveProjectRulesResponse } from "@/lib/rules/rules-api.types";
import type { TProjectRule } from "@/lib/rules/schemas";
import { ApiError, fetchJson } from "@/components/query/fetch-json";
import { rulesKeys } from "./rules-keys";

type TVars = { rules: TProjectRule[]; note: string; baseVersion: number };

/**
 * Saves the list as the next version of the project rules. A save refreshes the current
 * version and the history; a refusal because another version was saved meanwhile (409) loads
 * that version, for the editor to offer beside the lead's unsaved edits; any other failure
 * (invalid rows, the network) refreshes nothing. The refresh is not awaited: the editor records
 * the version it saved before the newer current one arrives.
 */
export function useSaveRules(slug: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: rulesKeys.all(slug) });
  return useMutation({
    mutationFn: (v: TVars) =>
      fetchJson<TSaveProjectRulesResponse>(`/api/projects/${encodeURIComponent(slug)}/rules`, {
        method: "POST",
        body: JSON.stringify(v),
      }),
    onSuccess: refresh,
    onError: (e) => {
      if (e instanceof ApiError && e.status === 409) refresh();
    },
  });
}
