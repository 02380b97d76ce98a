import { computeCohenKappa } from "@/lib/stats/compute-cohen-kappa";
import { computeFleissKappa } from "@/lib/stats/compute-fleiss-kappa";
import { findSwapPosition } from "./find-swap-position";
import type { TStudyLabel, TStudySetting } from "./schemas";

export type TStudyReportCell = {
  raters: string;
  rubric: string;
  /** Rater positions the row is about (leads see their names beside "Rater i"). */
  positions: number[];
  statistic: "fleiss" | "cohen";
  kappa: number | null;
  /** Patches with every label the cell needs. */
  n: number;
  /** Why κ is undefined, when it is. */
  reason: string | null;
};
export type TStudyReport = {
  table1: TStudyReportCell[];
  table2: TStudyReportCell[];
  table3: TStudyReportCell[];
};
type TLabelRow = { patchId: string; position: number; setting: TStudySetting; label: TStudyLabel };

const CODE = { VALID: 0, INVALID: 1 } as const;

function cohen(a: Map<string, TStudyLabel>, b: Map<string, TStudyLabel>) {
  const counts = [
    [0, 0],
    [0, 0],
  ];
  let n = 0;
  for (const [patchId, la] of a) {
    const lb = b.get(patchId);
    if (!lb) continue;
    counts[CODE[la]]![CODE[lb]]! += 1;
    n += 1;
  }
  if (n === 0) return { kappa: null, n, reason: "no patch has both labels yet" };
  const kappa = computeCohenKappa({ counts });
  return {
    kappa,
    n,
    reason: kappa === null ? "every label is the same, so chance agreement is 1" : null,
  };
}

/**
 * The paper's Tables 1-3 (001 §2) from a study's labels, for `raters` raters at positions 1..n.
 * Table 1: Fleiss κ of the own-rubric labels over patches every rater labelled, and Cohen κ of the
 * cyclic pairs (i, i+1), each unordered pair once. Table 2: each rater's own vs swap labels (the
 * swap rubric is position i − 1's). Table 3: rater i's own labels vs the swap labels of rater i + 1,
 * who used i's rubric. Each cell counts only patches with both labels it needs (`n`).
 */
export function buildStudyReport(options: {
  raters: number;
  labels: readonly TLabelRow[];
}): TStudyReport {
  const { raters, labels } = options;
  if (!Number.isInteger(raters) || raters < 2)
    throw new RangeError("a study has at least 2 raters");
  const by = (position: number, setting: TStudySetting) =>
    new Map(
      labels
        .filter((l) => l.position === position && l.setting === setting)
        .map((l) => [l.patchId, l.label] as const),
    );
  const positions = Array.from({ length: raters }, (_, i) => i + 1);
  const own = positions.map((p) => by(p, "own"));
  const swap = positions.map((p) => by(p, "swap"));
  const next = (p: number) => (p === raters ? 1 : p + 1);

  const complete = [...own[0]!.keys()].filter((patchId) => own.every((m) => m.has(patchId)));
  const fleiss = computeFleissKappa({
    ratings: {
      itemCount: complete.length,
      raterCount: raters,
      labelCount: 2,
      item: Int32Array.from(complete.flatMap((_, i) => positions.map(() => i))),
      rater: Int32Array.from(complete.flatMap(() => positions.map((p) => p - 1))),
      label: Int32Array.from(complete.flatMap((patchId) => own.map((m) => CODE[m.get(patchId)!]))),
    },
  });
  const seen = new Set<string>();
  const pairs = positions
    .map((p) => [p, next(p)] as const)
    .filter(([a, b]) => {
      const key = [a, b].sort().join("&");
      return seen.has(key) ? false : (seen.add(key), true);
    });
  const table1: TStudyReportCell[] = [
    {
      raters: `Rater ${positions.join(", ")}`,
      rubric: "Self-authored rubric",
      positions,
      statistic: "fleiss",
      kappa: fleiss.kappa,
      n: complete.length,
      reason: complete.length === 0 ? "no patch has every rater's label yet" : fleiss.reason,
    },
    ...pairs.map(([a, b]) => ({
      raters: `Rater ${a} and ${b}`,
      rubric: "Self-authored rubric",
      positions: [a, b],
      statistic: "cohen" as const,
      ...cohen(own[a - 1]!, own[b - 1]!),
    })),
  ];
  const table2 = positions.map((p) => {
    const s = findSwapPosition({ position: p, raters });
    return {
      raters: `Rater ${p}`,
      rubric: `Rater ${p} rubric & Rater ${s} rubric`,
      positions: [p],
      statistic: "cohen" as const,
      ...cohen(own[p - 1]!, swap[p - 1]!),
    };
  });
  const table3 = positions.map((p) => ({
    raters: `Rater ${p} and ${next(p)}`,
    rubric: `Rater ${p}'s rubric`,
    positions: [p, next(p)],
    statistic: "cohen" as const,
    ...cohen(own[p - 1]!, swap[next(p) - 1]!),
  }));
  return { table1, table2, table3 };
}
