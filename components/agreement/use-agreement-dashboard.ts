"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TGetAgreementResponse } from "@/lib/agreement/agreement-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { agreementKeys, agreementUrl, type TDashboardQuery } from "./agreement-keys";

/**
 * The agreement dashboard for one query; keeps the previous answer on screen while the next
 * loads. Nothing is fetched while `enabled` is false (the page's address is invalid).
 */
export function useAgreementDashboard(slug: string, query: TDashboardQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: agreementKeys.dashboard(slug, query),
    queryFn: () => fetchJson<TGetAgreementResponse>(agreementUrl.dashboard(slug, query)),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
