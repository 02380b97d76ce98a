"use client";

import { useMutation } from "@tanstack/react-query";
import type { TTryJudgeConfigResponse } from "@/lib/judge/judge-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { judgeUrl } from "./judge-keys";
import type { TCreateJudgeConfigInput } from "./use-create-judge-config";

/** "Try on one patch": the verdict an unsaved configuration gives one patch (nothing is saved). */
export function useTryJudgeConfig(slug: string) {
  return useMutation({
    mutationFn: (input: { config: TCreateJudgeConfigInput; patchId?: string }) =>
      fetchJson<TTryJudgeConfigResponse>(`${judgeUrl.configs(slug)}/try`, {
        method: "POST",
        body: JSON.stringify(input),
      }),
  });
}
