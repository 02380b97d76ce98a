"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TGetStudyRubricResponse } from "@/lib/studies/studies-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { studyKeys, studyUrl } from "./study-keys";

/**
 * One bug of the study to author a rubric for: report, ground-truth fix and the rater's own
 * rubric. While another bug loads, the previous one's answer stays as placeholder data (the
 * page keeps its tabs; `isPlaceholderData` says it is not the bug asked for).
 */
export function useStudyRubric(slug: string, id: string, bugId: string) {
  return useQuery({
    queryKey: studyKeys.rubric(slug, id, bugId),
    queryFn: () =>
      fetchJson<TGetStudyRubricResponse>(
        studyUrl(slug, id, `/rubrics/${encodeURIComponent(bugId)}`),
      ),
    placeholderData: keepPreviousData,
  });
}
