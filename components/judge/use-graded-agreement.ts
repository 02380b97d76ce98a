"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetGradedAgreementResponse } from "@/lib/judge/judge-run-reports-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { judgeKeys, judgeUrl } from "./judge-keys";

/** A graded run's agreement with its (revealed, graded) campaign's raters. */
export function useGradedAgreement(slug: string, runId: string, enabled: boolean) {
  return useQuery({
    queryKey: judgeKeys.grades(slug, runId),
    queryFn: () => fetchJson<TGetGradedAgreementResponse>(judgeUrl.run(slug, runId, "/grades")),
    enabled,
  });
}
