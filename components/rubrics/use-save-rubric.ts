"use client";

import { useMutation } from "@tanstack/react-query";
import type { TEditNote } from "@/lib/rubrics/schemas";
import type { TSavedVersion } from "@/lib/rubrics/save-rubric-version";
import { fetchJson } from "@/components/query/fetch-json";
import { rubricUrl } from "./rubric-keys";

export function useSaveRubric(slug: string, bugId: string) {
  return useMutation({
    mutationFn: (v: { baseVersionId: string; content: string; notes: TEditNote[] }) =>
      fetchJson<TSavedVersion>(rubricUrl(slug, bugId), { method: "PUT", body: JSON.stringify(v) }),
  });
}
