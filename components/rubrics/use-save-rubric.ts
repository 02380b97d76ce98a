"use client";

import { useMutation } from "@tanstack/react-query";
import type { TEditNote } from "@/lib/rubrics/schemas";
import type { TSaveRubricResponse } from "@/lib/rubrics/rubrics-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { rubricUrl } from "./rubric-keys";

export function useSaveRubric(slug: string, bugId: string) {
  return useMutation({
    mutationFn: (v: {
      baseVersionId: string;
      content: string;
      notes: TEditNote[];
      /** Active editing time since the last save (components/ui/use-active-time). */
      activeMs: number;
    }) =>
      fetchJson<TSaveRubricResponse>(rubricUrl(slug, bugId), {
        method: "PUT",
        body: JSON.stringify(v),
      }),
  });
}
