"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSubmitRatingResponse } from "@/lib/campaigns/campaigns-api.types";
import type { TSubmitRating } from "@/lib/campaigns/schemas";
import { ApiError, fetchJson } from "@/components/query/fetch-json";
import { campaignKeys, campaignUrl } from "./campaign-keys";

/**
 * Saves the rater's label for one item, then refreshes that item and the queue. A refusal that
 * trying again cannot mend (409: the lead has moved the campaign on; 403: no longer a rater here)
 * refreshes everything of the campaign the page holds (its items are kept for a minute), so the
 * page shows the phase it is really in: the form locks instead of offering a save that fails.
 */
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
    onError: async (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 403))
        await queryClient.invalidateQueries({ queryKey: campaignKeys.detail(slug, id) });
    },
  });
}
