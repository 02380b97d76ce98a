"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetJudgeRunResponse } from "@/lib/judge/judge-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { isLive, judgeKeys, judgeUrl } from "./judge-keys";

/** A run's header and progress; refreshed every second while it is queued or running. */
export function useJudgeRun(slug: string, runId: string) {
  return useQuery({
    queryKey: judgeKeys.run(slug, runId),
    queryFn: () => fetchJson<TGetJudgeRunResponse>(judgeUrl.run(slug, runId)),
    refetchInterval: (query) => (isLive(query.state.data?.run.status) ? 1000 : false),
  });
}
