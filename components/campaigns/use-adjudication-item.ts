"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetAdjudicationItemResponse } from "@/lib/campaigns/campaigns-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { campaignKeys, campaignUrl } from "./campaign-keys";

/** Every label and justification of one disputed patch; nothing is fetched without a patch id. */
export function useAdjudicationItem(slug: string, id: string, patchId: string | null) {
  return useQuery({
    queryKey: campaignKeys.adjudicationItem(slug, id, patchId ?? ""),
    queryFn: () =>
      fetchJson<TGetAdjudicationItemResponse>(
        campaignUrl(slug, id, `/adjudication/${encodeURIComponent(patchId!)}`),
      ),
    // An empty id would fetch …/adjudication/, which answers with the queue, not an item.
    enabled: Boolean(patchId),
  });
}
