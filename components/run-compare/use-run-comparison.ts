"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/components/query/fetch-json";
import type { TGetRunComparisonResponse } from "@/lib/research/research-api.types";
import { compareKeys, compareUrl, type TCompareParams } from "./compare-keys";

/** Two runs side by side; idle until both run ids are chosen. */
export function useRunComparison(slug: string, params: TCompareParams | null) {
  return useQuery({
    queryKey: params ? compareKeys.comparison(slug, params) : compareKeys.all(slug),
    queryFn: () => fetchJson<TGetRunComparisonResponse>(compareUrl.api(slug, params!)),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
