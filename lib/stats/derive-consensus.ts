import { AppError } from "@/lib/errors/app-error";
import { groupByItem } from "./group-by-item";
import type { TCodedRatings, TItemIndex } from "./types";

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
 * Pass `index` (groupByItem of the same ratings) to share one grouping between statistics.
 */
export function deriveConsensus(options: {
  ratings: TCodedRatings;
  adjudicated?: Int32Array;
  index?: TItemIndex;
}): TConsensus {
  const { ratings, adjudicated } = options;
  if (adjudicated && adjudicated.length !== ratings.itemCount)
    throw new AppError(
      "INVALID_INPUT",
      `adjudicated must have one entry per item (${ratings.itemCount}).`,
    );
  const { start, order } = options.index ?? groupByItem({ ratings });
  const labels = ratings.label;
  const label = new Int32Array(ratings.itemCount).fill(-1);
  const kind = new Uint8Array(ratings.itemCount);
  const counts: Record<TConsensusKind, number> = {
    adjudicated: 0,
    unanimous: 0,
    majority: 0,
    single: 0,
    tie: 0,
    unrated: 0,
  };
  const tally = new Int32Array(Math.max(ratings.labelCount, 0));
  for (let i = 0; i < ratings.itemCount; i++) {
    const from = start[i]!;
    const to = start[i + 1]!;
    const given = adjudicated?.[i] ?? -1;
    let result: { label: number; kind: TConsensusKind };
    if (given >= ratings.labelCount)
      throw new AppError(
        "INVALID_INPUT",
        `Adjudicated label code ${given} on item ${i} is out of range.`,
      );
    if (given >= 0) result = { label: given, kind: "adjudicated" };
    else if (to === from) result = { label: -1, kind: "unrated" };
    else result = pluralityOf({ labels, order, from, to, tally });
    label[i] = result.label;
    kind[i] = KINDS.indexOf(result.kind);
    counts[result.kind] += 1;
  }
  return { label, kind, kinds: KINDS, counts };
}

function pluralityOf(options: {
  labels: Int32Array;
  order: Int32Array;
  from: number;
  to: number;
  tally: Int32Array;
}): { label: number; kind: TConsensusKind } {
  const { labels, order, from, to, tally } = options;
  let best = -1;
  let bestCount = 0;
  let tied = false;
  for (let k = from; k < to; k++) {
    const l = labels[order[k]!]!;
    const c = (tally[l]! += 1);
    if (c > bestCount) {
      best = l;
      bestCount = c;
      tied = false;
    } else if (c === bestCount && l !== best) tied = true;
  }
  for (let k = from; k < to; k++) tally[labels[order[k]!]!] = 0;
  if (tied) return { label: -1, kind: "tie" };
  if (to - from === 1) return { label: best, kind: "single" };
  return { label: best, kind: bestCount === to - from ? "unanimous" : "majority" };
}
