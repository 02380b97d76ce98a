import type { TPolicyTableId } from "@/lib/policies/schemas";
import type { TTableFormat } from "@/lib/tables/table-formats";

/** What the policy page asks the server; absent fields take the server's defaults. */
export type TPolicyPageQuery = {
  runId?: string;
  success?: "tests" | "consensus" | "judge" | "author";
  campaignId?: string;
  referenceRunId?: string;
  percentiles?: string;
  tau?: string;
  abstention?: string;
  k?: string;
};

const FIELDS = [
  "runId",
  "success",
  "campaignId",
  "referenceRunId",
  "percentiles",
  "tau",
  "abstention",
  "k",
] as const;

function search(query: TPolicyPageQuery, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams(extra);
  for (const f of FIELDS) {
    const v = query[f];
    if (v) p.set(f, v);
  }
  const s = p.toString();
  return s ? `?${s}` : "";
}

const base = (slug: string) => `/api/projects/${encodeURIComponent(slug)}/policy`;

export const policyKeys = {
  all: (slug: string) => ["projects", slug, "policy"] as const,
  evaluation: (slug: string, query: TPolicyPageQuery) =>
    [
      ...policyKeys.all(slug),
      Object.fromEntries(FIELDS.map((f) => [f, query[f] ?? null])),
    ] as const,
};

export const policyUrl = {
  evaluation: (slug: string, query: TPolicyPageQuery) => `${base(slug)}${search(query)}`,
  export: (slug: string, query: TPolicyPageQuery, table: TPolicyTableId, format: TTableFormat) =>
    `${base(slug)}/export${search(query, { table, format })}`,
};
