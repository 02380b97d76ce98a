"use client";

import { useMemo } from "react";
import { useSearchState } from "@/components/ui/use-search-state";
import { ZDashboardPageParams } from "@/lib/agreement/dashboard-params";
import type { TDashboardQuery } from "./agreement-keys";

export type TDashboardChange = {
  campaign?: string | null;
  runs?: readonly string[] | null;
  missing?: readonly string[] | null;
};

/**
 * The dashboard's state in the URL: `campaign`, `runs` (comma list), `missing` (comma list;
 * present but empty = nothing missing), `seed` and `replicates`. Absent parameters leave the
 * choice to the server. Every parameter is checked (ZDashboardPageParams): a bad one gives
 * `invalid`, naming it, and no query is sent.
 */
export function useDashboardParams() {
  const { search, replace } = useSearchState();
  const parsed = useMemo(
    () => ZDashboardPageParams.safeParse(Object.fromEntries(new URLSearchParams(search))),
    [search],
  );
  const query = useMemo<TDashboardQuery>(() => {
    if (!parsed.success) return {};
    const p = parsed.data;
    return {
      campaignId: p.campaign,
      runs: p.runs?.length ? p.runs : undefined,
      missing: p.missing,
      seed: p.seed,
      replicates: p.replicates,
    };
  }, [parsed]);
  const invalid = parsed.success
    ? null
    : parsed.error.issues
        .map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))
        .join("; ");
  const update = (change: TDashboardChange) => {
    const out: Record<string, string | null> = {};
    if (change.campaign !== undefined) out.campaign = change.campaign;
    if (change.runs !== undefined) out.runs = change.runs === null ? null : change.runs.join(",");
    if (change.missing !== undefined)
      out.missing = change.missing === null ? null : change.missing.join(",");
    replace(out);
  };
  return { query, invalid, update };
}
