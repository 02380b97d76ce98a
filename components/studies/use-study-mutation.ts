"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/components/query/fetch-json";
import { studyKeys, studyUrl } from "./study-keys";

/** A lead's JSON write to a study route (create, phase); refreshes the study's queries. */
export function useStudyMutation<TBody, TResult>(
  slug: string,
  options: { id?: string; method: "POST" | "PATCH" },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) =>
      fetchJson<TResult>(studyUrl(slug, options.id), {
        method: options.method,
        body: JSON.stringify(body),
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: options.id ? studyKeys.detail(slug, options.id) : studyKeys.all(slug),
      }),
  });
}
