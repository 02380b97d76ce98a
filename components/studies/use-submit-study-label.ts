"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSubmitStudyLabelResponse } from "@/lib/studies/studies-api.types";
import type { TSubmitStudyLabel } from "@/lib/studies/schemas";
import { fetchJson } from "@/components/query/fetch-json";
import { studyKeys, studyUrl } from "./study-keys";

/** Records the rater's label of the current item (final), then loads the next one. */
export function useSubmitStudyLabel(slug: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSubmitStudyLabel) =>
      fetchJson<TSubmitStudyLabelResponse>(studyUrl(slug, id, "/labels"), {
        method: "POST",
        body: JSON.stringify(body),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studyKeys.queue(slug, id) }),
  });
}
