"use client";

import { useMemo } from "react";
import { useSearchState } from "@/components/ui/use-search-state";
import type { TPolicyPageQuery } from "./policy-keys";

const PARAMS = {
  runId: "run",
  success: "success",
  campaignId: "campaign",
  referenceRunId: "reference",
  percentiles: "percentiles",
  tau: "tau",
  abstention: "abstention",
  k: "k",
} as const;

/** The policy page's settings in the URL (bookmarkable); absent ones are the server's defaults. */
export function usePolicyParams() {
  const { search: key, replace } = useSearchState();
  const query = useMemo<TPolicyPageQuery>(() => {
    const p = new URLSearchParams(key);
    const out: Record<string, string> = {};
    for (const [field, name] of Object.entries(PARAMS)) {
      const v = p.get(name);
      if (v) out[field] = v;
    }
    return out as TPolicyPageQuery;
  }, [key]);
  const update = (change: Partial<Record<keyof TPolicyPageQuery, string | null>>) =>
    replace(
      Object.fromEntries(
        Object.entries(change).map(([field, v]) => [
          PARAMS[field as keyof TPolicyPageQuery],
          v || null,
        ]),
      ),
    );
  // Every parameter the page reads, back to the server's defaults (after a refused selection).
  const reset = () =>
    replace(Object.fromEntries(Object.values(PARAMS).map((name) => [name, null])));
  return { query, update, reset };
}
