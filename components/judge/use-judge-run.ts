"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetJudgeRunResponse } from "@/lib/judge/judge-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { isLive, judgeKeys, judgeUrl } from "./judge-keys";
import { useRefreshWhenRunsSettle } from "./use-refresh-when-runs-settle";

/**
 * A run's header and progress; refreshed every second while it is queued or running. When it
 * settles, every statistic of the project is refreshed (use-refresh-when-runs-settle).
 */
export function useJudgeRun(slug: string, runId: string) {
  const query = useQuery({
    queryKey: judgeKeys.run(slug, runId),
    queryFn: () => fetchJson<TGetJudgeRunResponse>(judgeUrl.run(slug, runId)),
    refetchInterval: (query) => (isLive(query.state.data?.run.status) ? 1000 : false),
  });
  const run = query.data?.run;
  useRefreshWhenRunsSettle({
    slug,
    liveRunIds: run ? (isLive(run.status) ? [run.id] : []) : undefined,
  });
  return query;
}
