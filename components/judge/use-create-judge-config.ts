"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { TCreateJudgeConfigResponse } from "@/lib/judge/judge-api.types";
import type { ZCreateJudgeConfig } from "@/lib/judge/schemas";
import { fetchJson } from "@/components/query/fetch-json";
import { judgeKeys, judgeUrl } from "./judge-keys";

export type TCreateJudgeConfigInput = z.input<typeof ZCreateJudgeConfig>;

/** Saves a configuration (an existing name gets its next version); refreshes the list. */
export function useCreateJudgeConfig(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateJudgeConfigInput) =>
      fetchJson<TCreateJudgeConfigResponse>(judgeUrl.configs(slug), {
        method: "POST",
        body: JSON.stringify(input),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: judgeKeys.configs(slug) }),
  });
}
