"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/components/query/fetch-json";
import type { TBenchmarkPreviewResponse } from "@/lib/benchmark/benchmark-api.types";
import type { TBenchmarkOptions } from "@/lib/benchmark/schemas";
import { campaignKeys, campaignUrl } from "./campaign-keys";

/** The Table 4 preview of a benchmark drawn from agent samples; `null` options: no request. */
export function useBenchmarkPreview(slug: string, options: TBenchmarkOptions | null) {
  return useQuery({
    queryKey: campaignKeys.benchmarkPreview(slug, options ?? {}),
    queryFn: () =>
      fetchJson<TBenchmarkPreviewResponse>(campaignUrl(slug, undefined, "/benchmark-preview"), {
        method: "POST",
        body: JSON.stringify(options),
      }),
    enabled: options !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
