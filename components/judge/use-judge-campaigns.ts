"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetCampaignsResponse } from "@/lib/campaigns/campaigns-api.types";
import { ApiError, fetchJson } from "@/components/query/fetch-json";
import { judgeKeys, judgeUrl } from "./judge-keys";

export type TCampaignOption = TGetCampaignsResponse["campaigns"][number];

/** The project's campaigns for the run form's picker; null when the viewer may not list them (403). */
export function useJudgeCampaigns(slug: string) {
  return useQuery({
    queryKey: judgeKeys.campaigns(slug),
    queryFn: async (): Promise<TCampaignOption[] | null> => {
      try {
        return (await fetchJson<TGetCampaignsResponse>(judgeUrl.campaigns(slug))).campaigns;
      } catch (err) {
        if (err instanceof ApiError && err.status === 403) return null;
        throw err;
      }
    },
  });
}
