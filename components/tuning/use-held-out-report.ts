"use client";

import { useQuery } from "@tanstack/react-query";
import type { THeldOutReport } from "@/lib/tuning/few-shot-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { tuningKeys, tuningUrl } from "./tuning-keys";

/** The held-out report of one tuned version (null: none chosen); polled while a run is missing. */
export function useHeldOutReport(slug: string, config: string | null, version: number | null) {
  return useQuery({
    queryKey: tuningKeys.heldOut(slug, config ?? "", version ?? 0),
    queryFn: () => fetchJson<THeldOutReport>(tuningUrl.heldOut(slug, config!, version!)),
    enabled: config !== null && version !== null,
    retry: false,
    // While a run it needs is missing (409), look again: the run may be under way.
    refetchInterval: (query) => {
      const error = query.state.error as { status?: number } | null;
      return error?.status === 409 ? 3000 : false;
    },
  });
}
