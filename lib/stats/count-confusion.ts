import { AppError } from "@/lib/errors/app-error";
import type { TConfusion } from "./types";

/**
 * Confusion counts of `predicted` against `truth` (label codes per item, negative = none),
 * over the items where both have a label and `include` (if given) is set. `positive` is the
 * label code of the positive class; every other label is negative.
 */
export function countConfusion(options: {
  truth: Int32Array;
  predicted: Int32Array;
  positive: number;
  include?: Uint8Array;
}): TConfusion {
  const { truth, predicted, positive, include } = options;
  if (predicted.length !== truth.length || (include && include.length !== truth.length)) {
    throw new AppError(
      "INVALID_INPUT",
      "truth, predicted and include must have one entry per item.",
    );
  }
  const counts: TConfusion = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (let i = 0; i < truth.length; i++) {
    const t = truth[i]!;
    const p = predicted[i]!;
    if (t < 0 || p < 0 || (include && !include[i])) continue;
    if (p === positive) {
      if (t === positive) counts.tp += 1;
      else counts.fp += 1;
    } else if (t === positive) counts.fn += 1;
    else counts.tn += 1;
  }
  return counts;
}
