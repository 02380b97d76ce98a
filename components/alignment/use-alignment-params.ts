"use client";

import { useMemo } from "react";
import { useSearchState } from "@/components/ui/use-search-state";
import type { TAlignmentParams } from "./alignment-keys";

/**
 * The view's choice in the URL: `config` (name), `campaign` (id) and `version`. Absent ones leave
 * the choice to the server; changing the configuration or campaign drops the version.
 */
export function useAlignmentParams() {
  const { search, replace } = useSearchState();
  const params = new URLSearchParams(search);
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
    const out: Record<string, string | null> = {};
    for (const [k, v] of Object.entries(change)) out[k] = v || null;
    if (change.config !== undefined || change.campaign !== undefined)
      if (change.version === undefined) out.version = null;
    replace(out);
  };
  return { query, update };
}
