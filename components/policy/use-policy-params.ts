"use client";

import { useSearchParams } from "next/navigation";
import { useMemo } from "react";
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
  const params = useSearchParams();
  const key = params.toString();
  const query = useMemo<TPolicyPageQuery>(() => {
    const p = new URLSearchParams(key);
    const out: Record<string, string> = {};
    for (const [field, name] of Object.entries(PARAMS)) {
      const v = p.get(name);
      if (v) out[field] = v;
    }
    return out as TPolicyPageQuery;
  }, [key]);
  const update = (change: Partial<Record<keyof TPolicyPageQuery, string | null>>) => {
    const url = new URL(window.location.href);
    for (const [field, v] of Object.entries(change)) {
      const name = PARAMS[field as keyof TPolicyPageQuery];
      if (v === null || v === undefined || v === "") url.searchParams.delete(name);
      else url.searchParams.set(name, v);
    }
    window.history.replaceState(null, "", url);
  };
  return { query, update };
}
