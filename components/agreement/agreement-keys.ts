import type { TAgreementTableId } from "@/lib/agreement/schemas";
import type { TTableFormat } from "@/lib/tables/format-table";

/**
 * What the dashboard asks the server. Absent fields take the server's defaults: the newest
 * campaign past labelling, up to 4 runs with results, UNSURE missing. `missing: []` means
 * nothing counts as missing (sent as `missing=`).
 */
export type TDashboardQuery = {
  campaignId?: string;
  runs?: readonly string[];
  missing?: readonly string[];
  seed?: number;
  replicates?: number;
};

/** Query keys of the agreement feature. */
export const agreementKeys = {
  all: (slug: string) => ["projects", slug, "agreement"] as const,
  dashboard: (slug: string, query: TDashboardQuery) =>
    [
      ...agreementKeys.all(slug),
      "dashboard",
      {
        campaignId: query.campaignId ?? null,
        runs: query.runs?.join(",") ?? null,
        missing: query.missing?.join(",") ?? null,
        seed: query.seed ?? null,
        replicates: query.replicates ?? null,
      },
    ] as const,
};

function search(query: TDashboardQuery, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams(extra);
  if (query.campaignId) p.set("campaignId", query.campaignId);
  if (query.runs?.length) p.set("runs", query.runs.join(","));
  if (query.missing) p.set("missing", query.missing.join(","));
  if (query.seed !== undefined) p.set("seed", String(query.seed));
  if (query.replicates !== undefined) p.set("replicates", String(query.replicates));
  const s = p.toString();
  return s ? `?${s}` : "";
}

const base = (slug: string) => `/api/projects/${encodeURIComponent(slug)}/agreement`;

export const agreementUrl = {
  dashboard: (slug: string, query: TDashboardQuery) => `${base(slug)}${search(query)}`,
  export: (slug: string, query: TDashboardQuery, table: TAgreementTableId, format: TTableFormat) =>
    `${base(slug)}/export${search(query, { table, format })}`,
  exportAll: (slug: string, query: TDashboardQuery) => `${base(slug)}/export-all${search(query)}`,
};
