"use client";

import { useQuery } from "@tanstack/react-query";
import type { listJudgeRuns } from "@/lib/judge/results/list-judge-runs";
import { fetchJson } from "@/components/query/fetch-json";
import { isLive, judgeKeys, judgeUrl } from "./judge-keys";

export type TJudgeRunRow = Awaited<ReturnType<typeof listJudgeRuns>>[number];

/** The project's runs, newest first; polled every 2 s while any is queued or running. */
export function useJudgeRuns(slug: string) {
  return useQuery({
    queryKey: judgeKeys.runs(slug),
    queryFn: () => fetchJson<{ runs: TJudgeRunRow[] }>(judgeUrl.runs(slug)),
    refetchInterval: (query) => (query.state.data?.runs.some((r) => isLive(r.status)) ? 2000 : false),
  });
}
