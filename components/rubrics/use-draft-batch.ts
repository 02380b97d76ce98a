"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetDraftBatchResponse } from "@/lib/rubrics/rubrics-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { rubricKeys } from "./rubric-keys";

/** A draft batch's progress, polled until every job has finished. */
export function useDraftBatch(slug: string, batchId: string | null) {
  return useQuery({
    queryKey: rubricKeys.batch(slug, batchId ?? "none"),
    enabled: batchId !== null,
    queryFn: () =>
      fetchJson<TGetDraftBatchResponse>(
        `/api/projects/${encodeURIComponent(slug)}/drafts/${batchId}`,
      ),
    refetchInterval: (q) =>
      q.state.data && q.state.data.pending + q.state.data.running === 0 ? false : 700,
  });
}
