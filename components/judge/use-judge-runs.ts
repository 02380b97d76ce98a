"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetJudgeRunsResponse, TJudgeRunRow } from "@/lib/judge/judge-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { isLive, judgeKeys, judgeUrl } from "./judge-keys";
import { useRefreshWhenRunsSettle } from "./use-refresh-when-runs-settle";

export type { TJudgeRunRow };

/**
 * The project's runs, newest first; polled every 2 s while any is queued or running. When one
 * settles, every statistic of the project is refreshed (use-refresh-when-runs-settle).
 */
export function useJudgeRuns(slug: string) {
  const query = useQuery({
    queryKey: judgeKeys.runs(slug),
    queryFn: () => fetchJson<TGetJudgeRunsResponse>(judgeUrl.runs(slug)),
    refetchInterval: (query) =>
      query.state.data?.runs.some((r) => isLive(r.status)) ? 2000 : false,
  });
  useRefreshWhenRunsSettle({
    slug,
    liveRunIds: query.data?.runs.filter((r) => isLive(r.status)).map((r) => r.id),
  });
  return query;
}
