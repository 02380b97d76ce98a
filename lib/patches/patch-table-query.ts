import { formatPolicyDrill } from "@/lib/policies/format-policy-drill";
import type { TPolicyDrill } from "@/lib/policies/types";
import type { TPatchTableQuery } from "./schemas";

// No zod here: the patch table (and the dashboards linking into it) build addresses in the
// browser with these; lib/patches/schemas.ts parses the same addresses back.

/**
 * Consensus filter values: a label, any label other than VALID, a verdict (VALID or INVALID, as
 * the research tables count the consensus), another label (neither VALID nor INVALID, e.g.
 * UNSURE when it counts as one), any consensus, or none (tie, unrated, not in the campaign).
 */
export const CONSENSUS_FILTERS = [
  "VALID",
  "INVALID",
  "not-VALID",
  "verdict",
  "other",
  "some",
  "none",
] as const;
export type TConsensusFilter = (typeof CONSENSUS_FILTERS)[number];
/** A run's label filter values: its majority label, any label, or no label (not judged, or every sample failed). */
export const LABEL_FILTERS = ["VALID", "INVALID", "some", "none"] as const;
export type TLabelFilter = (typeof LABEL_FILTERS)[number];
/** Columns sortable by name; `consensus:ID`, `label:ID` and `confidence:ID` sort by a campaign's or run's column. */
export const PATCH_SORT_KEYS = [
  "bug",
  "patch",
  "bugType",
  "tool",
  "model",
  "tests",
  "flags",
] as const;

export const PATCH_TABLE_DEFAULTS = { sort: "bug", dir: "asc", page: 1, size: 50 } as const;

/** The order of parameters in an address (stable, so equal states give equal addresses). */
const ORDER = [
  "bug",
  "bugType",
  "tool",
  "model",
  "tests",
  "campaigns",
  "runs",
  "consensus",
  "clear",
  "label",
  "disagree",
  "agree",
  "flagged",
  "decision",
  "missing",
  "sort",
  "dir",
  "page",
  "size",
  "format",
] as const satisfies readonly (keyof TPatchTableQuery)[];

/**
 * A patch table state as search parameters (without `?`), the inverse of ZPatchTableQuery:
 * parsing the result gives the same state back. Absent values and defaults are left out.
 */
export function formatPatchTableQuery(query: Partial<TPatchTableQuery>): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = query[key];
    if (value === undefined) continue;
    if (
      key in PATCH_TABLE_DEFAULTS &&
      PATCH_TABLE_DEFAULTS[key as keyof typeof PATCH_TABLE_DEFAULTS] === value
    )
      continue;
    if (key === "consensus" || key === "label") {
      const pairs = value as { id: string; value: string }[];
      if (pairs.length) params.set(key, pairs.map((p) => `${p.id}:${p.value}`).join(","));
    } else if (key === "disagree" || key === "agree") {
      const pairs = value as { runId: string; campaignId: string }[];
      if (pairs.length) params.set(key, pairs.map((p) => `${p.runId}:${p.campaignId}`).join(","));
    } else if (key === "decision") {
      params.set(key, formatPolicyDrill({ drill: value as TPolicyDrill }));
    } else if (key === "missing") {
      const labels = value as string[];
      if (labels.length !== 1 || labels[0] !== "UNSURE") params.set(key, labels.join(","));
    } else if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(","));
    } else params.set(key, String(value));
  }
  return params.toString();
}
