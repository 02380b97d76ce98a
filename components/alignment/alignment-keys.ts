/** What the alignment view asks the server; absent fields take the server's defaults. */
export type TAlignmentParams = { config?: string; campaignId?: string; version?: string };

/** Query keys and API paths of the alignment feature. */
export const alignmentKeys = {
  all: (slug: string) => ["projects", slug, "alignment"] as const,
  report: (slug: string, p: TAlignmentParams) =>
    [
      ...alignmentKeys.all(slug),
      "report",
      { config: p.config ?? null, campaignId: p.campaignId ?? null, version: p.version ?? null },
    ] as const,
};

const base = (slug: string) => `/api/projects/${encodeURIComponent(slug)}/judge/alignment`;

export const alignmentUrl = {
  report: (slug: string, p: TAlignmentParams) => {
    const q = new URLSearchParams();
    if (p.config) q.set("config", p.config);
    if (p.campaignId) q.set("campaignId", p.campaignId);
    if (p.version) q.set("version", p.version);
    const s = q.toString();
    return `${base(slug)}${s ? `?${s}` : ""}`;
  },
  rescore: (slug: string) => `${base(slug)}/rescore`,
};
