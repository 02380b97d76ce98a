"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TGetAgreementResponse } from "@/lib/agreement/agreement-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { agreementKeys, agreementUrl, type TDashboardQuery } from "./agreement-keys";

/** The agreement dashboard for one query; keeps the previous answer on screen while the next loads. */
export function useAgreementDashboard(slug: string, query: TDashboardQuery) {
  return useQuery({
    queryKey: agreementKeys.dashboard(slug, query),
    queryFn: () => fetchJson<TGetAgreementResponse>(agreementUrl.dashboard(slug, query)),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
