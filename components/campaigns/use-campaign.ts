"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetCampaignResponse } from "@/lib/campaigns/campaigns-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { campaignKeys, campaignUrl } from "./campaign-keys";

/** A campaign's overview for its lead; refreshed every 5 s while raters work. */
export function useCampaign(slug: string, id: string) {
  return useQuery({
    queryKey: campaignKeys.detail(slug, id),
    queryFn: () => fetchJson<TGetCampaignResponse>(campaignUrl(slug, id)),
    refetchInterval: 5000,
  });
}
