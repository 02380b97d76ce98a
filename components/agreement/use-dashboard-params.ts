"use client";

import { useSearchParams } from "next/navigation";
import { useMemo } from "react";
import type { TDashboardQuery } from "./agreement-keys";

const list = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

/** Rewrites the query string in place (Next keeps useSearchParams in step; no server round trip). */
function setParams(changes: Record<string, string | null>) {
  const url = new URL(window.location.href);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) url.searchParams.delete(k);
    else url.searchParams.set(k, v);
  }
  window.history.replaceState(null, "", url);
}

export type TDashboardChange = {
  campaign?: string | null;
  runs?: readonly string[] | null;
  missing?: readonly string[] | null;
};

/**
 * The dashboard's state in the URL: `campaign`, `runs` (comma list) and `missing` (comma list;
 * present but empty = nothing missing). Absent parameters leave the choice to the server.
 */
export function useDashboardParams() {
  const params = useSearchParams();
  const campaign = params.get("campaign");
  const runs = params.get("runs");
  const missing = params.get("missing");
  const query = useMemo<TDashboardQuery>(
    () => ({
      campaignId: campaign || undefined,
      runs: runs ? list(runs) : undefined,
      missing: missing === null ? undefined : list(missing),
    }),
    [campaign, runs, missing],
  );
  const update = (change: TDashboardChange) => {
    const out: Record<string, string | null> = {};
    if (change.campaign !== undefined) out.campaign = change.campaign;
    if (change.runs !== undefined) out.runs = change.runs === null ? null : change.runs.join(",");
    if (change.missing !== undefined)
      out.missing = change.missing === null ? null : change.missing.join(",");
    setParams(out);
  };
  return { query, update };
}
