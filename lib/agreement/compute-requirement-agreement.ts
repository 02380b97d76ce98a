import { computeCohenKappa } from "@/lib/stats/compute-cohen-kappa";

/** One patch judged per requirement and rated in the campaign. */
export type TRequirementPatch = {
  bug: string;
  /** The bug's requirements as raters tick them (golden rubric checklist), index 1-based. */
  requirements: readonly { index: number; text: string }[];
  /** Each judge sample's verdicts (index → met); a sample may miss an index. */
  judge: readonly (readonly { index: number; met: boolean }[])[];
  /** Each rater's ticked requirement indices (a requirement left unticked counts as not met). */
  raters: readonly (readonly number[])[];
};

export type TRequirementAgreementRow = {
  bug: string | null;
  index: number | null;
  text: string | null;
  /** Patches compared: the judge's majority and the raters' majority both decided. */
  n: number;
  agree: number;
  /** agree / n; null when n is 0. */
  agreement: number | null;
  /** Cohen's κ of the judge against the raters' majority; null when undefined (n 0, or one-sided margins). */
  kappa: number | null;
  /** Among the compared: met by the judge, met by the raters' majority. */
  judgeMet: number;
  ratersMet: number;
  /** Patches left out: a tie among the raters (as many ticks as not) or among the judge's samples. */
  ties: number;
};

type TCounts = { cells: [[number, number], [number, number]]; ties: number };

/** Met (true), not met (false) or undecided (null) by a strict majority of `met` among `total`. */
function majority(met: number, total: number): boolean | null {
  if (total === 0 || met * 2 === total) return null;
  return met * 2 > total;
}

function toRow(
  key: { bug: string | null; index: number | null; text: string | null },
  c: TCounts,
): TRequirementAgreementRow {
  const [[mm, mn], [nm, nn]] = c.cells;
  const n = mm + mn + nm + nn;
  const agree = mm + nn;
  return {
    ...key,
    n,
    agree,
    agreement: n > 0 ? agree / n : null,
    kappa: n > 0 ? computeCohenKappa({ counts: c.cells }) : null,
    judgeMet: mm + mn,
    ratersMet: mm + nm,
    ties: c.ties,
  };
}

/**
 * Agreement per rubric requirement between a per-requirement judge run and a campaign's raters.
 * Per patch and requirement, the judge's verdict is the strict majority of its samples that
 * answered for the requirement, and the raters' is the strict majority of the patch's raters
 * (a tick = met, no tick = not met); a tie on either side (or no rater, or no sample) leaves the
 * patch out of that requirement's comparison (`ties` counts the ties). Rows per bug and
 * requirement (bug order as given, index order), then the overall row (bug and index null) over
 * every comparison. κ: Cohen's κ of the 2×2 table (judge met/not × raters met/not). Pure.
 */
export function computeRequirementAgreement(options: {
  patches: readonly TRequirementPatch[];
}): TRequirementAgreementRow[] {
  const byKey = new Map<string, { bug: string; index: number; text: string; c: TCounts }>();
  const overall: TCounts = {
    cells: [
      [0, 0],
      [0, 0],
    ],
    ties: 0,
  };
  for (const patch of options.patches) {
    if (patch.raters.length === 0) continue;
    for (const req of patch.requirements) {
      const key = `${patch.bug}\u0000${req.index}`;
      let entry = byKey.get(key);
      if (!entry) {
        entry = {
          bug: patch.bug,
          index: req.index,
          text: req.text,
          c: {
            cells: [
              [0, 0],
              [0, 0],
            ],
            ties: 0,
          },
        };
        byKey.set(key, entry);
      }
      const answers = patch.judge.flatMap((s) => s.filter((v) => v.index === req.index));
      if (answers.length === 0) continue;
      const judge = majority(answers.filter((v) => v.met).length, answers.length);
      const ticks = patch.raters.filter((t) => t.includes(req.index)).length;
      const raters = majority(ticks, patch.raters.length);
      if (judge === null || raters === null) {
        entry.c.ties++;
        overall.ties++;
        continue;
      }
      const r = judge ? 0 : 1;
      const col = raters ? 0 : 1;
      entry.c.cells[r][col]++;
      overall.cells[r][col]++;
    }
  }
  const bugOrder = new Map<string, number>();
  for (const e of byKey.values()) if (!bugOrder.has(e.bug)) bugOrder.set(e.bug, bugOrder.size);
  const rows = [...byKey.values()]
    .sort((a, b) => bugOrder.get(a.bug)! - bugOrder.get(b.bug)! || a.index - b.index)
    .map((e) => toRow({ bug: e.bug, index: e.index, text: e.text }, e.c));
  return [...rows, toRow({ bug: null, index: null, text: null }, overall)];
}
