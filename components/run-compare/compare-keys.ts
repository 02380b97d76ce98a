/**
 * What the compare page asks the server: two run ids and, optionally, the consensus campaign,
 * the labels counted as missing (`[]`: none, sent as `missing=`) and the bootstrap. An absent
 * field takes the server's default (the runs' own campaign, UNSURE, seed 1, 2000 replicates).
 */
export type TCompareParams = {
  runA: string;
  runB: string;
  campaign?: string;
  missing?: readonly string[];
  seed?: number;
  replicates?: number;
};

/** The settings beyond the two runs, as search parameters (`missing` kept when empty). */
function setSettings(q: URLSearchParams, p: Partial<TCompareParams>) {
  if (p.campaign) q.set("campaign", p.campaign);
  if (p.missing) q.set("missing", p.missing.join(","));
  if (p.seed !== undefined) q.set("seed", String(p.seed));
  if (p.replicates !== undefined) q.set("replicates", String(p.replicates));
}

/** Query keys and API paths of the run comparison. */
export const compareKeys = {
  all: (slug: string) => ["projects", slug, "judge", "compare"] as const,
  comparison: (slug: string, p: TCompareParams) =>
    [
      ...compareKeys.all(slug),
      p.runA,
      p.runB,
      {
        campaign: p.campaign ?? null,
        missing: p.missing?.join(",") ?? null,
        seed: p.seed ?? null,
        replicates: p.replicates ?? null,
      },
    ] as const,
};

export const compareUrl = {
  /** The JSON comparison, or with `format: "csv"` the per-patch table as a download. */
  api: (slug: string, p: TCompareParams, format?: "csv") => {
    const q = new URLSearchParams({ runA: p.runA, runB: p.runB });
    setSettings(q, p);
    if (format) q.set("format", format);
    return `/api/projects/${encodeURIComponent(slug)}/judge/compare?${q}`;
  },
  /** The compare page for two runs (links from the research page and the alignment view). */
  page: (slug: string, p: Partial<TCompareParams>) => {
    const q = new URLSearchParams();
    if (p.runA) q.set("runA", p.runA);
    if (p.runB) q.set("runB", p.runB);
    setSettings(q, p);
    return `/projects/${encodeURIComponent(slug)}/judge/compare?${q}`;
  },
};
