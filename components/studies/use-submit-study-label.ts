"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSubmitStudyLabelResponse } from "@/lib/studies/studies-api.types";
import type { TSubmitStudyLabel } from "@/lib/studies/schemas";
import { ApiError, fetchJson } from "@/components/query/fetch-json";
import { studyKeys, studyUrl } from "./study-keys";

/**
 * Records the rater's label of the current item (final), then loads the next one. A conflict
 * (409: the patch was labelled in another tab, or the study left labelling) reads the queue again
 * too, before the caller hears of it, so the page never stays on an item it cannot record.
 */
export function useSubmitStudyLabel(slug: string, id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: studyKeys.queue(slug, id) });
  return useMutation({
    mutationFn: (body: TSubmitStudyLabel) =>
      fetchJson<TSubmitStudyLabelResponse>(studyUrl(slug, id, "/labels"), {
        method: "POST",
        body: JSON.stringify(body),
      }),
    onSuccess: refresh,
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) await refresh();
    },
  });
}
