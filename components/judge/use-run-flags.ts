"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetRunFlagsResponse } from "@/lib/judge/judge-run-reports-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { judgeKeys, judgeUrl } from "./judge-keys";

/** A run's evidence flags: verdicts whose text the patch's tests or diff contradict. */
export function useRunFlags(slug: string, runId: string, enabled: boolean) {
  return useQuery({
    queryKey: judgeKeys.flags(slug, runId),
    queryFn: () => fetchJson<TGetRunFlagsResponse>(judgeUrl.run(slug, runId, "/flags")),
    enabled,
  });
}
