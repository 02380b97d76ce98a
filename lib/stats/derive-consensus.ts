import { AppError } from "@/lib/errors/app-error";
import { tallyItemLabels } from "./tally-item-labels";
import type { TCodedRatings, TItemIndex, TItemTally } from "./types";

/** How an item's consensus was reached; `tie` and `unrated` items have none. */
export type TConsensusKind =
  "adjudicated" | "unanimous" | "majority" | "single" | "tie" | "unrated";
const KINDS: readonly TConsensusKind[] = [
  "adjudicated",
  "unanimous",
  "majority",
  "single",
  "tie",
  "unrated",
];

export type TConsensus = {
  /** Consensus label code per item, −1 when there is none (tie or unrated). */
  label: Int32Array;
  /** Per item, an index into `kinds`. */
  kind: Uint8Array;
  kinds: readonly TConsensusKind[];
  /** Items per kind. */
  counts: Record<TConsensusKind, number>;
};

/**
 * The consensus label of every item: the adjudicated label where one exists (`adjudicated[i]`
 * ≥ 0), else the label all of at least two non-missing ratings share (`unanimous`: the one
 * definition markUnanimousItems and computeUnanimousShare use too), else the label of the only
 * non-missing rating (`single`), else the single most frequent label (`majority`, i.e.
 * plurality). Items whose most frequent labels
 * tie are unresolved: no consensus, counted as `tie`. Items without non-missing ratings or
 * adjudication are `unrated`.
 * Pass `index` (groupByItem of the same ratings) or `tally` (tallyItemLabels of them) to share
 * that work between statistics.
 */
export function deriveConsensus(options: {
  ratings: TCodedRatings;
  adjudicated?: Int32Array;
  index?: TItemIndex;
  tally?: TItemTally;
}): TConsensus {
  const { ratings, adjudicated } = options;
  if (adjudicated && adjudicated.length !== ratings.itemCount)
    throw new AppError(
      "INVALID_INPUT",
      `adjudicated must have one entry per item (${ratings.itemCount}).`,
    );
  const tally = options.tally ?? tallyItemLabels({ ratings, index: options.index });
  const label = new Int32Array(ratings.itemCount).fill(-1);
  const kind = new Uint8Array(ratings.itemCount);
  const perKind = new Int32Array(KINDS.length);
  for (let i = 0; i < ratings.itemCount; i++) {
    const given = adjudicated?.[i] ?? -1;
    if (given >= ratings.labelCount)
      throw new AppError(
        "INVALID_INPUT",
        `Adjudicated label code ${given} on item ${i} is out of range.`,
      );
    let k: number;
    if (given >= 0) {
      label[i] = given;
      k = ADJUDICATED;
    } else k = pluralityOf({ tally, item: i, label });
    kind[i] = k;
    perKind[k]! += 1;
  }
  const counts = Object.fromEntries(KINDS.map((name, k) => [name, perKind[k]!])) as Record<
    TConsensusKind,
    number
  >;
  return { label, kind, kinds: KINDS, counts };
}

// Indices into KINDS.
const [ADJUDICATED, UNANIMOUS, MAJORITY, SINGLE, TIE, UNRATED] = [0, 1, 2, 3, 4, 5] as const;

/**
 * The consensus kind (an index into KINDS) of item `item` from its tally entries, writing its
 * label (the single most frequent) into `label` unless tied or unrated.
 */
function pluralityOf(options: { tally: TItemTally; item: number; label: Int32Array }): number {
  const { tally, item, label } = options;
  const from = tally.start[item]!;
  const to = tally.start[item + 1]!;
  if (to === from) return UNRATED;
  let best = -1;
  let bestCount = 0;
  let tied = false;
  let m = 0;
  for (let e = from; e < to; e++) {
    const c = tally.count[e]!;
    m += c;
    if (c > bestCount) {
      best = tally.label[e]!;
      bestCount = c;
      tied = false;
    } else if (c === bestCount) tied = true;
  }
  if (tied) return TIE;
  label[item] = best;
  if (m === 1) return SINGLE;
  return bestCount === m ? UNANIMOUS : MAJORITY;
}
