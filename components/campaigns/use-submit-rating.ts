"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSubmitRating } from "@/lib/campaigns/schemas";
import { fetchJson } from "@/components/query/fetch-json";
import { campaignKeys, campaignUrl } from "./campaign-keys";

type TResult = { ratingId: string; label: string; timeSpentMs: number; updatedAt: string };

/** Saves the rater's label for one item, then refreshes that item and the queue. */
export function useSubmitRating(slug: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, ...body }: TSubmitRating & { assignmentId: string }) =>
      fetchJson<TResult>(campaignUrl(slug, id, `/items/${encodeURIComponent(assignmentId)}/rating`), { method: "PUT", body: JSON.stringify(body) }),
    onSuccess: async (_data, vars) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.item(slug, id, vars.assignmentId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.queue(slug, id) }),
      ]);
    },
  });
}
