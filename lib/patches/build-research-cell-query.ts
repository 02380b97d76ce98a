import type { TConsensusFilter, TLabelFilter } from "./patch-table-query";
import type { TPatchTableQuery } from "./schemas";

type TSource = Pick<TPatchTableQuery, "consensus" | "label">;

/**
 * The patch table state listing exactly the patches behind one count of a research table, or
 * null when the cell is not a count of patches the table's filters can express (see
 * docs/guide-statistics.md). The consensus is the research tables' (VALID or INVALID only:
 * `verdict`, with the page's `missing` labels); a run's verdict its majority label; tests-pass
 * flags as Passerine's plausible. Linked: BouncerBench's Patches, TP_a, FP_a, FN_a, TN_a; the
 * paired runs' Patches, Both right, Only A right, Only B right, Both wrong; plausible vs valid's
 * Patches, Plausible, Valid; pass@k by group's Patches. Pure; no zod (the page builds these in
 * the browser).
 */
export function buildResearchCellQuery(options: {
  table: string;
  column: string;
  /** The row's cells as the table shows them. */
  row: readonly unknown[];
  /** The row's index (bouncer rows follow `runs`, paired rows `pairRuns`). */
  index: number;
  campaignId: string | null;
  runs: readonly { id: string; label: string }[];
  pairRuns: readonly { runA: string; runB: string }[];
  missing: readonly string[];
}): Partial<TPatchTableQuery> | null {
  const { table, column, row, index, campaignId: c, runs, missing } = options;
  if (!c) return null;
  const base = { campaigns: [c], missing: [...missing] };
  const truth = (value: TConsensusFilter) => [{ id: c, value }];
  const runOf = (label: unknown) => {
    const found = runs.filter((r) => r.label === label);
    return found.length === 1 ? found[0]!.id : null;
  };
  // A validity source column ("human consensus" or a run's label): its labelled patches, or its VALID ones.
  const source = (validity: unknown, valid: boolean): TSource | null => {
    if (validity === "human consensus") return { consensus: truth(valid ? "VALID" : "verdict") };
    const id = runOf(validity);
    return id ? { label: [{ id, value: valid ? "VALID" : "some" }] } : null;
  };
  if (table === "bouncer") {
    const run = runs[index]?.id;
    const cells: Record<string, [TConsensusFilter, TLabelFilter]> = {
      Patches: ["verdict", "some"],
      TP_a: ["VALID", "VALID"],
      FP_a: ["INVALID", "VALID"],
      FN_a: ["VALID", "INVALID"],
      TN_a: ["INVALID", "INVALID"],
    };
    const cell = cells[column];
    if (!run || !cell) return null;
    return {
      ...base,
      runs: [run],
      consensus: truth(cell[0]),
      label: [{ id: run, value: cell[1] }],
    };
  }
  if (table === "pairs") {
    const pair = options.pairRuns[index];
    const sides: Record<string, [boolean, boolean] | null> = {
      Patches: null,
      "Both right": [true, true],
      "Only A right": [true, false],
      "Only B right": [false, true],
      "Both wrong": [false, false],
    };
    if (!pair || !(column in sides)) return null;
    const { runA: a, runB: b } = pair;
    const state: Partial<TPatchTableQuery> = { ...base, runs: [a, b], consensus: truth("verdict") };
    const side = sides[column];
    if (!side)
      return {
        ...state,
        label: [
          { id: a, value: "some" },
          { id: b, value: "some" },
        ],
      };
    const agree = [a, b].filter((_, i) => side[i]).map((runId) => ({ runId, campaignId: c }));
    const disagree = [a, b].filter((_, i) => !side[i]).map((runId) => ({ runId, campaignId: c }));
    return {
      ...state,
      ...(agree.length ? { agree } : {}),
      ...(disagree.length ? { disagree } : {}),
    };
  }
  if (table === "plausible-valid") {
    const [validity, bugType] = row;
    const kinds: Record<string, { tests: "known" | "pass"; valid: boolean }> = {
      Patches: { tests: "known", valid: false },
      Plausible: { tests: "pass", valid: false },
      Valid: { tests: "known", valid: true },
    };
    const kind = kinds[column];
    const from = kind && source(validity, kind.valid);
    if (!kind || !from) return null;
    return {
      ...base,
      ...(bugType === "(all)" ? {} : { bugType: String(bugType) }),
      tests: kind.tests,
      ...from,
    };
  }
  if (table === "pass-at-k-by-group" && column === "Patches") {
    const [by, group, validity] = row;
    const from = source(validity, false);
    if (!from || (by !== "tool" && by !== "model")) return null;
    return { ...base, [by]: String(group), tests: "known", ...from };
  }
  return null;
}
