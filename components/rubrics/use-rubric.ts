"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetRubricResponse } from "@/lib/rubrics/rubrics-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { rubricKeys, rubricUrl } from "./rubric-keys";

export function useRubric(
  slug: string,
  bugId: string,
  format = "templated",
  options: { poll?: boolean } = {},
) {
  return useQuery({
    queryKey: rubricKeys.detail(slug, bugId, format),
    queryFn: () => fetchJson<TGetRubricResponse>(rubricUrl(slug, bugId, format)),
    refetchInterval: (q) => {
      const job = q.state.data?.latestJob;
      return options.poll && job && (job.status === "pending" || job.status === "running")
        ? 700
        : false;
    },
  });
}
