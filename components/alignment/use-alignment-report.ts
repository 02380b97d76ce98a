"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TGetAlignmentResponse } from "@/lib/alignment/alignment-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { alignmentKeys, alignmentUrl, type TAlignmentParams } from "./alignment-keys";

/** The alignment report for the URL's configuration, campaign and version. */
export function useAlignmentReport(slug: string, params: TAlignmentParams) {
  return useQuery({
    queryKey: alignmentKeys.report(slug, params),
    queryFn: () => fetchJson<TGetAlignmentResponse>(alignmentUrl.report(slug, params)),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
