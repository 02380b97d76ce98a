import { AppError } from "@/lib/errors/app-error";
import type { TCodedRatings } from "./types";

/**
 * Coded ratings from a reliability-data matrix: `rows[i][j]` is rater j's label code on item i,
 * −1 for a missing rating (e.g. UNSURE), or null when rater j did not rate it (left out). The
 * label count is the largest code + 1 unless `labelCount` is given.
 */
export function codeRatingMatrix(options: {
  rows: readonly (readonly (number | null)[])[];
  labelCount?: number;
}): TCodedRatings {
  const { rows } = options;
  const raterCount = Math.max(0, ...rows.map((row) => row.length));
  const item: number[] = [];
  const rater: number[] = [];
  const label: number[] = [];
  let largest = -1;
  rows.forEach((row, i) =>
    row.forEach((value, j) => {
      if (value === null) return;
      if (!Number.isInteger(value) || value < -1)
        throw new AppError(
          "INVALID_INPUT",
          `Label codes must be integers ≥ −1; found ${value} at [${i}][${j}].`,
        );
      item.push(i);
      rater.push(j);
      label.push(value);
      largest = Math.max(largest, value);
    }),
  );
  const labelCount = options.labelCount ?? largest + 1;
  if (labelCount <= largest)
    throw new AppError(
      "INVALID_INPUT",
      `labelCount ${labelCount} is too small for label code ${largest}.`,
    );
  return {
    itemCount: rows.length,
    raterCount,
    labelCount,
    item: Int32Array.from(item),
    rater: Int32Array.from(rater),
    label: Int32Array.from(label),
  };
}
