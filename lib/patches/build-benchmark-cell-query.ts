import type { TPatchTableQuery } from "./schemas";

/** The dashboard's benchmarks table rows that count patches. */
export type TBenchmarkCount = "patches" | "valid" | "invalid" | "other";

/**
 * The patch table state listing exactly the patches behind one count of the dashboard's
 * benchmarks table (the paper's Table 5, lib/agreement compute-benchmark-columns): the full
 * benchmark's (or, `clear`, the unanimously labelled) patches with a consensus, or those whose
 * consensus is VALID, INVALID or another label, derived with the dashboard's `missing` labels.
 * Pure; no zod (the dashboard builds these in the browser).
 */
export function buildBenchmarkCellQuery(options: {
  campaignId: string;
  count: TBenchmarkCount;
  clear: boolean;
  missing: readonly string[];
}): Partial<TPatchTableQuery> {
  const { campaignId, count, clear, missing } = options;
  const value = ({ patches: "some", valid: "VALID", invalid: "INVALID", other: "other" } as const)[
    count
  ];
  return {
    campaigns: [campaignId],
    consensus: [{ id: campaignId, value }],
    ...(clear ? { clear: [campaignId] } : {}),
    missing: [...missing],
  };
}
