"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetRubricBenchResponse } from "@/lib/rubric-bench/rubric-bench-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { rubricKeys, rubricUrl } from "./rubric-keys";

/** The bug's bench cases (developers' fix, controls, candidates) and the rubric judges to run them with. */
export function useRubricBench(slug: string, bugId: string) {
  return useQuery({
    queryKey: rubricKeys.bench(slug, bugId),
    queryFn: () =>
      fetchJson<TGetRubricBenchResponse>(rubricUrl(slug, bugId, "templated", "/bench")),
  });
}
