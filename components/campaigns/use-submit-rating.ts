"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSubmitRatingResponse } from "@/lib/campaigns/campaigns-api.types";
import type { TSubmitRating } from "@/lib/campaigns/schemas";
import { fetchJson } from "@/components/query/fetch-json";
import { campaignKeys, campaignUrl } from "./campaign-keys";

/** Saves the rater's label for one item, then refreshes that item and the queue. */
export function useSubmitRating(slug: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, ...body }: TSubmitRating & { assignmentId: string }) =>
      fetchJson<TSubmitRatingResponse>(
        campaignUrl(slug, id, `/items/${encodeURIComponent(assignmentId)}/rating`),
        { method: "PUT", body: JSON.stringify(body) },
      ),
    onSuccess: async (_data, vars) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.item(slug, id, vars.assignmentId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.queue(slug, id) }),
      ]);
    },
  });
}
