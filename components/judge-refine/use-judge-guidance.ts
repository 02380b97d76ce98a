"use client";

import { useQuery } from "@tanstack/react-query";
import type { TListGuidanceResponse } from "@/lib/tuning/guidance-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { refineKeys, refineUrl } from "./refine-keys";

/** The project's guidance proposals (newest first) and the refine form's options. */
export function useJudgeGuidance(slug: string) {
  return useQuery({
    queryKey: refineKeys.all(slug),
    queryFn: () => fetchJson<TListGuidanceResponse>(refineUrl.list(slug)),
  });
}
