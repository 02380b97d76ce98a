"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { TStartJudgeRunResponse } from "@/lib/judge/judge-api.types";
import type { ZStartJudgeRun } from "@/lib/judge/schemas";
import { fetchJson } from "@/components/query/fetch-json";
import { judgeKeys, judgeUrl } from "./judge-keys";

export type TStartJudgeRunInput = z.input<typeof ZStartJudgeRun>;

/** Queues a judge run; refreshes the runs and configurations (run counts). */
export function useStartJudgeRun(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TStartJudgeRunInput) =>
      fetchJson<TStartJudgeRunResponse>(judgeUrl.runs(slug), {
        method: "POST",
        body: JSON.stringify(input),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: judgeKeys.all(slug) }),
  });
}
