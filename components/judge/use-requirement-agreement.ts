"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetRequirementAgreementResponse } from "@/lib/agreement/agreement-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { judgeKeys, judgeUrl } from "./judge-keys";

/** A per-requirement run's agreement per requirement with its (revealed) campaign's raters. */
export function useRequirementAgreement(slug: string, runId: string, enabled: boolean) {
  return useQuery({
    queryKey: judgeKeys.requirements(slug, runId),
    queryFn: () =>
      fetchJson<TGetRequirementAgreementResponse>(judgeUrl.run(slug, runId, "/requirements")),
    enabled,
  });
}
