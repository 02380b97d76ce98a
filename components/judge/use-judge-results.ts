"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TGetJudgeResultsResponse } from "@/lib/judge/judge-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { judgeKeys, judgeUrl } from "./judge-keys";

/** A run's rows (one per patch), all or only the disagreements; refreshed every second while `live`. */
export function useJudgeResults(
  slug: string,
  runId: string,
  options: { disagreements: boolean; live: boolean },
) {
  const { disagreements, live } = options;
  return useQuery({
    queryKey: judgeKeys.results(slug, runId, disagreements),
    queryFn: () =>
      fetchJson<TGetJudgeResultsResponse>(
        judgeUrl.run(slug, runId, `/results${disagreements ? "?disagreements=1" : ""}`),
      ),
    refetchInterval: live ? 1000 : false,
    placeholderData: keepPreviousData,
  });
}
