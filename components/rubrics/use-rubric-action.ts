"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TReviewRubricResponse, TSubmitRubricResponse } from "@/lib/rubrics/rubrics-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { rubricKeys, rubricUrl } from "./rubric-keys";

/** Submit (engineer A) or review (engineer B) a rubric, then refresh it. */
export function useRubricAction<TBody>(slug: string, bugId: string, action: "submit" | "review") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) =>
      fetchJson<TSubmitRubricResponse | TReviewRubricResponse>(
        rubricUrl(slug, bugId, "templated", `/${action}`),
        { method: "POST", body: JSON.stringify(body) },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rubricKeys.all(slug) }),
  });
}
