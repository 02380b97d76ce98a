"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetJudgeResultResponse } from "@/lib/judge/judge-api.types";
import { ApiError, fetchJson } from "@/components/query/fetch-json";
import { judgeKeys, judgeUrl } from "./judge-keys";

/** One patch of a run (internal patch id): diff, the reference the judge saw, every sample. */
export function useJudgeResult(
  slug: string,
  runId: string,
  patchId: string | null,
  options: { live: boolean },
) {
  return useQuery({
    queryKey: judgeKeys.result(slug, runId, patchId ?? ""),
    queryFn: () =>
      fetchJson<TGetJudgeResultResponse>(
        judgeUrl.run(slug, runId, `/results/${encodeURIComponent(patchId!)}`),
      ),
    enabled: patchId !== null,
    refetchInterval: options.live ? 2000 : false,
    retry: (count, error) =>
      count < 1 && !(error instanceof ApiError && (error.status === 403 || error.status === 404)),
  });
}
