"use client";

import { useQuery } from "@tanstack/react-query";
import type { TJudgeRunView } from "@/lib/judge/results/get-judge-run";
import { fetchJson } from "@/components/query/fetch-json";
import { isLive, judgeKeys, judgeUrl } from "./judge-keys";

/** A run's header and progress; refreshed every second while it is queued or running. */
export function useJudgeRun(slug: string, runId: string) {
  return useQuery({
    queryKey: judgeKeys.run(slug, runId),
    queryFn: () => fetchJson<{ run: TJudgeRunView }>(judgeUrl.run(slug, runId)),
    refetchInterval: (query) => (isLive(query.state.data?.run.status) ? 1000 : false),
  });
}
