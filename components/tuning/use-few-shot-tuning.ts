"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { TFewShotTuningResponse } from "@/lib/tuning/few-shot-api.types";
import type { ZFewShotTuningInput } from "@/lib/tuning/schemas-few-shot";
import { fetchJson } from "@/components/query/fetch-json";
import { judgeKeys } from "@/components/judge/judge-keys";
import { tuningUrl } from "./tuning-keys";

export type TFewShotTuningInput = z.input<typeof ZFewShotTuningInput>;

/** Previews (dryRun) or saves a few-shot tuned version; a save refreshes the judge's lists. */
export function useFewShotTuning(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TFewShotTuningInput) =>
      fetchJson<TFewShotTuningResponse>(tuningUrl.fewShot(slug), {
        method: "POST",
        body: JSON.stringify(input),
      }),
    onSuccess: (result) => {
      if (result.config) void queryClient.invalidateQueries({ queryKey: judgeKeys.all(slug) });
    },
  });
}
