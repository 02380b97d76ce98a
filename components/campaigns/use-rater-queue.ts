"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetRaterQueueResponse } from "@/lib/campaigns/campaigns-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { campaignKeys, campaignUrl } from "./campaign-keys";

export type TRaterQueue = TGetRaterQueueResponse;

/** The signed-in rater's own queue. */
export function useRaterQueue(slug: string, id: string) {
  return useQuery({
    queryKey: campaignKeys.queue(slug, id),
    queryFn: () => fetchJson<TRaterQueue>(campaignUrl(slug, id, "/queue")),
  });
}
