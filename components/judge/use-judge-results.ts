"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TGetJudgeResultsResponse } from "@/lib/judge/judge-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { judgeKeys, judgeUrl } from "./judge-keys";

/**
 * One page of a run's rows (one per patch), all or only the disagreements: `limit` rows after
 * `cursor` (null: the first page). Only this page is refreshed, every second while `live`.
 */
export function useJudgeResults(
  slug: string,
  runId: string,
  options: { disagreements: boolean; live: boolean; limit: number; cursor: string | null },
) {
  const { disagreements, live, limit, cursor } = options;
  const query = new URLSearchParams({ limit: String(limit) });
  if (disagreements) query.set("disagreements", "1");
  if (cursor) query.set("cursor", cursor);
  return useQuery({
    queryKey: judgeKeys.results(slug, runId, { disagreements, limit, cursor }),
    queryFn: () =>
      fetchJson<TGetJudgeResultsResponse>(judgeUrl.run(slug, runId, `/results?${query}`)),
    refetchInterval: live ? 1000 : false,
    placeholderData: keepPreviousData,
  });
}
