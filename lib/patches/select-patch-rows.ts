import type { TPatchRow } from "./patch-table.types";
import type { TPatchTableQuery } from "./schemas";

const byString = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
const TESTS = { pass: [true], fail: [false], known: [true, false], unknown: [null] } as const;

/** Compares two values, nulls last whatever the direction. */
function compareValues(a: string | number | null, b: string | number | null, sign: number): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (
    sign * (typeof a === "number" && typeof b === "number" ? a - b : byString(String(a), String(b)))
  );
}

function sortValue(row: TPatchRow, sort: string): string | number | null {
  const at = sort.indexOf(":");
  if (at > 0) {
    const kind = sort.slice(0, at);
    const id = sort.slice(at + 1);
    if (kind === "consensus") return row.consensus[id]?.label ?? null;
    const verdict = row.verdicts[id];
    return kind === "label" ? (verdict?.label ?? null) : (verdict?.confidence ?? null);
  }
  if (sort === "tests") return row.passesTests === null ? null : row.passesTests ? "pass" : "fail";
  if (sort === "flags") return row.flags;
  if (sort === "bug") return row.bug;
  return row[sort as "patch" | "bugType" | "tool" | "model"];
}

/**
 * The rows matching a patch table query, in its order (pure): every filter must hold (see
 * ZPatchTableQuery); the sort column's empty values come last in both directions; ties by bug,
 * patch and internal id, so pages never overlap.
 */
export function selectPatchRows(options: {
  rows: readonly TPatchRow[];
  query: TPatchTableQuery;
  /** The patch ids a `decision` drill-down keeps (lib/policies list-policy-drill-patches). */
  only?: ReadonlySet<string>;
}): TPatchRow[] {
  const { rows, query: q, only } = options;
  const bug = q.bug?.toLowerCase();
  const kept = rows.filter((r) => {
    if (only && !only.has(r.id)) return false;
    if (bug !== undefined && !r.bug.toLowerCase().includes(bug)) return false;
    // "(none)" is how the dashboard's by-bug-type table names a bug without a type.
    if (q.bugType !== undefined && (r.bugType ?? "(none)") !== q.bugType) return false;
    if (q.tool !== undefined && r.tool !== q.tool) return false;
    if (q.model !== undefined && r.model !== q.model) return false;
    if (
      q.tests !== undefined &&
      !(TESTS[q.tests] as readonly (boolean | null)[]).includes(r.passesTests)
    )
      return false;
    for (const { id, value } of q.consensus ?? []) {
      const label = r.consensus[id]?.label ?? null;
      const ok =
        value === "none"
          ? label === null
          : value === "some"
            ? label !== null
            : value === "not-VALID"
              ? label !== null && label !== "VALID"
              : value === "verdict" || value === "other"
                ? label !== null &&
                  (label === "VALID" || label === "INVALID") === (value === "verdict")
                : label === value;
      if (!ok) return false;
    }
    for (const id of q.clear ?? []) if (!r.consensus[id]?.unanimous) return false;
    for (const { id, value } of q.label ?? []) {
      const label = r.verdicts[id]?.label ?? "none";
      if (value === "some" ? label === "none" : label !== value) return false;
    }
    for (const { runId, campaignId } of q.disagree ?? []) {
      const judged = r.verdicts[runId]?.label;
      const truth = r.consensus[campaignId]?.label;
      // As the dashboard's confusion matrix: VALID against anything else (FP + FN).
      if (judged === undefined || truth === undefined) return false;
      if ((judged === "VALID") === (truth === "VALID")) return false;
    }
    for (const { runId, campaignId } of q.agree ?? []) {
      const judged = r.verdicts[runId]?.label;
      const truth = r.consensus[campaignId]?.label;
      if (judged === undefined || truth === undefined) return false;
      if ((judged === "VALID") !== (truth === "VALID")) return false;
    }
    if (q.flagged !== undefined && (r.flags ?? 0) > 0 !== (q.flagged === "yes")) return false;
    return true;
  });
  const sort = q.sort ?? "bug";
  const sign = q.dir === "desc" ? -1 : 1;
  const keyed = kept.map((row) => ({ row, key: sortValue(row, sort) }));
  keyed.sort(
    (a, b) =>
      compareValues(a.key, b.key, sign) ||
      byString(a.row.bug, b.row.bug) ||
      byString(a.row.patch, b.row.patch) ||
      byString(a.row.id, b.row.id),
  );
  return keyed.map((k) => k.row);
}
