import { createRandom } from "@/lib/stats/create-random";
import type { TFewShotSource } from "./schemas-few-shot";

export type TFewShotCandidate = {
  /** Internal patch and bug ids. */
  patchId: string;
  bugId: string;
  /** The consensus label. */
  label: "VALID" | "INVALID";
  /** The base run's verdict, when a base run was given and judged the patch. */
  judgeLabel: string | null;
  method: "adjudicated" | "unanimous";
};

export type TSelectedExample = TFewShotCandidate & { source: TFewShotSource };

/**
 * Chooses a few-shot tuning's examples (pure). Only patches of `tuningBugIds` are candidates;
 * first those where the base run's verdict disagreed with the consensus, then those the raters
 * disagreed on and a lead adjudicated; anything else is never chosen. Within each priority the
 * order is a seeded shuffle of the patches sorted by id, so the same seed and data give the same
 * examples whatever the input order. The labels alternate (INVALID, VALID, …) while both have
 * candidates, then the rest is filled from the other label: balanced where possible.
 */
export function selectFewShotExamples(options: {
  candidates: readonly TFewShotCandidate[];
  tuningBugIds: readonly string[];
  count: number;
  seed: number;
}): TSelectedExample[] {
  const { count, seed } = options;
  const tuning = new Set(options.tuningBugIds);
  const sourced: TSelectedExample[] = [];
  for (const c of options.candidates) {
    if (!tuning.has(c.bugId)) continue;
    if (c.judgeLabel !== null && c.judgeLabel !== c.label)
      sourced.push({ ...c, source: "judge_disagreement" });
    else if (c.method === "adjudicated") sourced.push({ ...c, source: "adjudicated" });
  }
  const ordered = (source: TFewShotSource) =>
    shuffle(
      sourced.filter((c) => c.source === source).sort((a, b) => cmp(a.patchId, b.patchId)),
      seed,
    );
  const queue = [...ordered("judge_disagreement"), ...ordered("adjudicated")];
  const byLabel = {
    INVALID: queue.filter((c) => c.label === "INVALID"),
    VALID: queue.filter((c) => c.label === "VALID"),
  };
  const chosen: TSelectedExample[] = [];
  let turn: "INVALID" | "VALID" = "INVALID";
  while (chosen.length < count && (byLabel.INVALID.length > 0 || byLabel.VALID.length > 0)) {
    const other: "INVALID" | "VALID" = turn === "INVALID" ? "VALID" : "INVALID";
    const from = byLabel[turn].length > 0 ? byLabel[turn] : byLabel[other];
    chosen.push(from.shift()!);
    turn = other;
  }
  return chosen;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function shuffle<T>(items: T[], seed: number): T[] {
  const random = createRandom({ seed });
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
