"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSubmitRatingResponse } from "@/lib/campaigns/campaigns-api.types";
import type { TSubmitRating } from "@/lib/campaigns/schemas";
import { ApiError, fetchJson } from "@/components/query/fetch-json";
import { campaignKeys, campaignUrl } from "./campaign-keys";
import { readRatingConflict } from "./rating-conflict";

/**
 * Saves the rater's label for one item, then refreshes that item and the queue. A refusal that
 * trying again cannot mend (409: the lead has moved the campaign on; 403: no longer a rater here)
 * refreshes everything of the campaign the page holds (its items are kept for a minute), so the
 * page shows the phase it is really in: the form locks instead of offering a save that fails.
 * A label saved meanwhile in another tab (409 "rating-changed") refreshes the item and the queue
 * only (the form stays open on the rater's draft, which the item's new rating is compared with);
 * an item reassigned away (404) refreshes the queue only, so the form and its draft stay on screen.
 */
export function useSubmitRating(slug: string, id: string) {
  const queryClient = useQueryClient();
  const refreshItem = (assignmentId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: campaignKeys.item(slug, id, assignmentId) }),
      queryClient.invalidateQueries({ queryKey: campaignKeys.queue(slug, id) }),
    ]);
  return useMutation({
    mutationFn: ({ assignmentId, ...body }: TSubmitRating & { assignmentId: string }) =>
      fetchJson<TSubmitRatingResponse>(
        campaignUrl(slug, id, `/items/${encodeURIComponent(assignmentId)}/rating`),
        { method: "PUT", body: JSON.stringify(body) },
      ),
    onSuccess: async (_data, vars) => {
      await refreshItem(vars.assignmentId);
    },
    onError: async (error, vars) => {
      if (!(error instanceof ApiError)) return;
      if (readRatingConflict(error)) await refreshItem(vars.assignmentId);
      else if (error.status === 404)
        await queryClient.invalidateQueries({ queryKey: campaignKeys.queue(slug, id) });
      else if (error.status === 409 || error.status === 403)
        await queryClient.invalidateQueries({ queryKey: campaignKeys.detail(slug, id) });
    },
  });
}
