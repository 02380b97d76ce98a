"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetAdjudicationQueueResponse } from "@/lib/campaigns/campaigns-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { campaignKeys, campaignUrl } from "./campaign-keys";

/** Disputed patches of a revealed campaign, with any consensus recorded. */
export function useAdjudicationQueue(slug: string, id: string) {
  return useQuery({
    queryKey: campaignKeys.adjudication(slug, id),
    queryFn: () => fetchJson<TGetAdjudicationQueueResponse>(campaignUrl(slug, id, "/adjudication")),
  });
}
