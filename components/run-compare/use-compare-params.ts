"use client";

import { useSearchParams } from "next/navigation";

export type TCompareKey = "runA" | "runB" | "campaign" | "show";

/**
 * The page's state in the URL: `runA`, `runB`, `campaign` (consensus; absent: the runs' own) and
 * `show` ("all" lists every paired patch; absent: only the flipped ones).
 */
export function useCompareParams() {
  const params = useSearchParams();
  const read = (k: TCompareKey) => params.get(k)?.trim() || null;
  const update = (change: Partial<Record<TCompareKey, string | null>>) => {
    const url = new URL(window.location.href);
    for (const [k, v] of Object.entries(change)) {
      if (!v) url.searchParams.delete(k);
      else url.searchParams.set(k, v);
    }
    window.history.replaceState(null, "", url);
  };
  return {
    runA: read("runA"),
    runB: read("runB"),
    campaign: read("campaign"),
    showAll: read("show") === "all",
    update,
  };
}
