"use client";

import { useSearchParams } from "next/navigation";
import { useMemo } from "react";
import type { TAlignmentParams } from "./alignment-keys";

/**
 * The view's choice in the URL: `config` (name), `campaign` (id) and `version`. Absent ones leave
 * the choice to the server; changing the configuration or campaign drops the version.
 */
export function useAlignmentParams() {
  const params = useSearchParams();
  const config = params.get("config");
  const campaign = params.get("campaign");
  const version = params.get("version");
  const query = useMemo<TAlignmentParams>(
    () => ({
      config: config ?? undefined,
      campaignId: campaign ?? undefined,
      version: version ?? undefined,
    }),
    [config, campaign, version],
  );
  const update = (change: Partial<Record<"config" | "campaign" | "version", string | null>>) => {
    const url = new URL(window.location.href);
    for (const [k, v] of Object.entries(change)) {
      if (v === null || v === undefined || v === "") url.searchParams.delete(k);
      else url.searchParams.set(k, v);
    }
    if (change.config !== undefined || change.campaign !== undefined)
      if (change.version === undefined) url.searchParams.delete("version");
    window.history.replaceState(null, "", url);
  };
  return { query, update };
}
