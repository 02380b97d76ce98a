"use client";

import { useQuery } from "@tanstack/react-query";
import type { listJudgeConfigs } from "@/lib/judge/config/list-judge-configs";
import { fetchJson } from "@/components/query/fetch-json";
import { judgeKeys, judgeUrl } from "./judge-keys";

export type TJudgeConfigRow = Awaited<ReturnType<typeof listJudgeConfigs>>[number];

/** Every version of every judge configuration of the project (by name, newest version first). */
export function useJudgeConfigs(slug: string) {
  return useQuery({
    queryKey: judgeKeys.configs(slug),
    queryFn: () => fetchJson<{ configs: TJudgeConfigRow[] }>(judgeUrl.configs(slug)),
  });
}
