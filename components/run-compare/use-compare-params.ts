"use client";

import { useSearchState } from "@/components/ui/use-search-state";
import { readCompareParams } from "./read-compare-params";

export type TCompareKey = "runA" | "runB" | "campaign" | "show";

/**
 * The page's state in the URL: `runA`, `runB`, `campaign` (consensus; absent: the runs' own),
 * `missing`, `seed` and `replicates` (as the research page's link pins them; absent: the
 * server's defaults) and `show` ("all" lists every paired patch; absent: only the flipped
 * ones). `query` is what the page asks the server, null until both runs are chosen.
 */
export function useCompareParams() {
  const { search, replace } = useSearchState();
  const update = (change: Partial<Record<TCompareKey, string | null>>) =>
    replace(Object.fromEntries(Object.entries(change).map(([k, v]) => [k, v || null])));
  return { ...readCompareParams(search), update };
}
