"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { TGetRatingItemResponse } from "@/lib/campaigns/campaigns-api.types";
import { ApiError, fetchJson } from "@/components/query/fetch-json";
import { campaignKeys, campaignUrl } from "./campaign-keys";

const itemQuery = (slug: string, id: string, assignmentId: string) => ({
  queryKey: campaignKeys.item(slug, id, assignmentId),
  queryFn: () =>
    fetchJson<TGetRatingItemResponse>(
      campaignUrl(slug, id, `/items/${encodeURIComponent(assignmentId)}`),
    ),
  staleTime: 60_000,
});

/** One item of the rater's queue; the next one is prefetched so J is instant. */
export function useRatingItem(slug: string, id: string, assignmentId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...itemQuery(slug, id, assignmentId ?? ""),
    enabled: assignmentId !== null,
    // An item that is not in the queue stays missing: no second try before the workspace moves on.
    retry: (count, error) =>
      count < 1 && !(error instanceof ApiError && (error.status === 403 || error.status === 404)),
  });
  const nextId = query.data?.nextId;
  useEffect(() => {
    if (nextId) void queryClient.prefetchQuery(itemQuery(slug, id, nextId));
  }, [queryClient, slug, id, nextId]);
  return query;
}
