"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TGetPolicyResponse } from "@/lib/policies/policies-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { policyKeys, policyUrl, type TPolicyPageQuery } from "./policy-keys";

/** The policy evaluation for one query; keeps the previous answer on screen while the next loads. */
export function usePolicyEvaluation(slug: string, query: TPolicyPageQuery) {
  return useQuery({
    queryKey: policyKeys.evaluation(slug, query),
    queryFn: () => fetchJson<TGetPolicyResponse>(policyUrl.evaluation(slug, query)),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
