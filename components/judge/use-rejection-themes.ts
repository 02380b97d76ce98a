"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetRejectionThemesResponse } from "@/lib/themes/themes-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { judgeKeys, judgeUrl } from "./judge-keys";

/** A run's rejection themes (paper 001 §7): counts, shares, examples. */
export function useRejectionThemes(slug: string, runId: string, enabled: boolean) {
  return useQuery({
    queryKey: judgeKeys.themes(slug, runId),
    queryFn: () => fetchJson<TGetRejectionThemesResponse>(judgeUrl.run(slug, runId, "/themes")),
    enabled,
  });
}
