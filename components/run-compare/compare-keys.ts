/** What the compare page asks the server: two run ids and, optionally, the consensus campaign. */
export type TCompareParams = { runA: string; runB: string; campaign?: string };

/** Query keys and API paths of the run comparison. */
export const compareKeys = {
  all: (slug: string) => ["projects", slug, "judge", "compare"] as const,
  comparison: (slug: string, p: TCompareParams) =>
    [...compareKeys.all(slug), p.runA, p.runB, p.campaign ?? ""] as const,
};

export const compareUrl = {
  /** The JSON comparison, or with `format: "csv"` the per-patch table as a download. */
  api: (slug: string, p: TCompareParams, format?: "csv") => {
    const q = new URLSearchParams({ runA: p.runA, runB: p.runB });
    if (p.campaign) q.set("campaign", p.campaign);
    if (format) q.set("format", format);
    return `/api/projects/${encodeURIComponent(slug)}/judge/compare?${q}`;
  },
  /** The compare page for two runs (links from the research page and the alignment view). */
  page: (slug: string, p: Partial<TCompareParams>) => {
    const q = new URLSearchParams();
    if (p.runA) q.set("runA", p.runA);
    if (p.runB) q.set("runB", p.runB);
    if (p.campaign) q.set("campaign", p.campaign);
    return `/projects/${encodeURIComponent(slug)}/judge/compare?${q}`;
  },
};
