"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCancelJudgeRunResponse, TRetryJudgeJobsResponse } from "@/lib/judge/judge-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { invalidateStatistics } from "@/components/query/invalidate-statistics";
import { judgeUrl } from "./judge-keys";

type TAction = { action: "cancel" } | { action: "retry"; patchId?: string };

/**
 * Cancels a run, or retries its failed and cancelled jobs (all, or one patch's); refreshes the
 * runs and every statistic that reads their results (invalidate-statistics).
 */
export function useJudgeRunAction(slug: string, runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: TAction) =>
      fetchJson<Partial<TCancelJudgeRunResponse & TRetryJudgeJobsResponse>>(
        judgeUrl.run(slug, runId, `/${a.action}`),
        {
          method: "POST",
          body: JSON.stringify(a.action === "retry" && a.patchId ? { patchId: a.patchId } : {}),
        },
      ),
    onSuccess: () => invalidateStatistics({ queryClient, slug }),
  });
}
