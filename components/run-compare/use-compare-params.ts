"use client";

import { useSearchState } from "@/components/ui/use-search-state";

export type TCompareKey = "runA" | "runB" | "campaign" | "show";

/**
 * The page's state in the URL: `runA`, `runB`, `campaign` (consensus; absent: the runs' own) and
 * `show` ("all" lists every paired patch; absent: only the flipped ones).
 */
export function useCompareParams() {
  const { search, replace } = useSearchState();
  const params = new URLSearchParams(search);
  const read = (k: TCompareKey) => params.get(k)?.trim() || null;
  const update = (change: Partial<Record<TCompareKey, string | null>>) =>
    replace(Object.fromEntries(Object.entries(change).map(([k, v]) => [k, v || null])));
  return {
    runA: read("runA"),
    runB: read("runB"),
    campaign: read("campaign"),
    showAll: read("show") === "all",
    update,
  };
}
