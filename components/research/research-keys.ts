import { compareUrl } from "@/components/run-compare/compare-keys";
import type { TGetResearchResponse } from "@/lib/research/research-api.types";
import type { TResearchTableId } from "@/lib/research/schemas";
import type { TTableFormat } from "@/lib/tables/table-formats";

const FIELDS = ["campaignId", "runs", "missing", "seed", "replicates"] as const;

/**
 * What the research page asks the server, as search parameter values: an absent field takes
 * the server's default (the newest campaign past labelling, up to 8 runs with results, UNSURE
 * missing, seed 1, 2000 replicates); an empty `runs` or `missing` means none.
 */
export type TResearchQuery = Partial<Record<(typeof FIELDS)[number], string>>;

function search(query: TResearchQuery, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams();
  for (const f of FIELDS) if (query[f] !== undefined) p.set(f, query[f]);
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : "";
}

const base = (slug: string) => `/api/projects/${encodeURIComponent(slug)}/research`;

export const researchQuery = {
  /** The settings the page's address gives, as written (the server checks them). */
  fromAddress: (params: URLSearchParams): TResearchQuery =>
    Object.fromEntries(
      FIELDS.filter((f) => params.get(f) !== null).map((f) => [f, params.get(f)!]),
    ),
  /**
   * Exactly what is on screen, as the server resolved it (campaign, runs, missing labels,
   * bootstrap): an export or a Compare link built from it shows the same figures even when the
   * address left a setting to the server and the defaults have moved since (a run finished, a
   * campaign was revealed).
   */
  resolved: (d: TGetResearchResponse): TResearchQuery => ({
    ...(d.campaign ? { campaignId: d.campaign.id } : {}),
    runs: d.runs.map((r) => r.id).join(","),
    missing: d.missing.join(","),
    seed: String(d.bootstrap.seed),
    replicates: String(d.bootstrap.replicates),
  }),
};

/** Query keys of the research feature. */
export const researchKeys = {
  all: (slug: string) => ["projects", slug, "research"] as const,
  report: (slug: string, query: TResearchQuery) =>
    [
      ...researchKeys.all(slug),
      Object.fromEntries(FIELDS.map((f) => [f, query[f] ?? null])),
    ] as const,
};

export const researchUrl = {
  report: (slug: string, query: TResearchQuery) => `${base(slug)}${search(query)}`,
  export: (slug: string, query: TResearchQuery, table: TResearchTableId, format: TTableFormat) =>
    `${base(slug)}/export${search(query, { table, format })}`,
  /**
   * The compare page for the `index`-th row of the paired-runs table, with the campaign, the
   * missing labels and the bootstrap the row was computed with (its κ, accuracy and intervals
   * are the compare page's); null when the answer names no runs for that row.
   */
  compare: (slug: string, d: TGetResearchResponse, index: number) => {
    const pair = d.pairRuns?.[index];
    return pair
      ? compareUrl.page(slug, {
          ...pair,
          campaign: d.campaign?.id,
          missing: d.missing,
          seed: d.bootstrap.seed,
          replicates: d.bootstrap.replicates,
        })
      : null;
  },
};
