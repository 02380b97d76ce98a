"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetStudyQueueResponse } from "@/lib/studies/studies-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { studyKeys, studyUrl } from "./study-keys";

/** The signed-in rater's next item in a study (own rubric pass, then swap pass). */
export function useStudyQueue(slug: string, id: string) {
  return useQuery({
    queryKey: studyKeys.queue(slug, id),
    queryFn: () => fetchJson<TGetStudyQueueResponse>(studyUrl(slug, id, "/queue")),
  });
}
