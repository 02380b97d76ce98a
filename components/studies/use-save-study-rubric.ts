"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSaveStudyRubricResponse } from "@/lib/studies/studies-api.types";
import type { TSaveStudyRubric } from "@/lib/studies/schemas";
import { fetchJson } from "@/components/query/fetch-json";
import { studyKeys, studyUrl } from "./study-keys";

/** Saves the rater's rubric for one bug as a draft, or submits it. */
export function useSaveStudyRubric(slug: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bugId, ...body }: TSaveStudyRubric & { bugId: string }) =>
      fetchJson<TSaveStudyRubricResponse>(
        studyUrl(slug, id, `/rubrics/${encodeURIComponent(bugId)}`),
        { method: "PUT", body: JSON.stringify(body) },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studyKeys.detail(slug, id) }),
  });
}
