"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetJudgeConfigsResponse, TJudgeConfigRow } from "@/lib/judge/judge-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { judgeKeys, judgeUrl } from "./judge-keys";

export type { TJudgeConfigRow };

/** Every version of every judge configuration of the project (by name, newest version first). */
export function useJudgeConfigs(slug: string) {
  return useQuery({
    queryKey: judgeKeys.configs(slug),
    queryFn: () => fetchJson<TGetJudgeConfigsResponse>(judgeUrl.configs(slug)),
  });
}
