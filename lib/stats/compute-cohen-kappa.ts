import { AppError } from "@/lib/errors/app-error";
import { computeKappaFromMargins } from "./compute-kappa-from-margins";

/**
 * Cohen's κ of a square count table: `counts[r][c]` = items the first rater put in label r
 * and the second in label c. Null when the table is empty or chance agreement is 1.
 */
export function computeCohenKappa(options: {
  counts: readonly (readonly number[])[];
}): number | null {
  const { counts } = options;
  const size = counts.length;
  if (counts.some((row) => row.length !== size))
    throw new AppError(
      "INVALID_INPUT",
      "The count table must be square (same labels on both sides).",
    );
  const rowTotals = new Float64Array(size);
  const columnTotals = new Float64Array(size);
  let agreements = 0;
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const value = counts[r]![c]!;
      if (!(value >= 0))
        throw new AppError(
          "INVALID_INPUT",
          `Counts must be non-negative numbers; found ${value} at [${r}][${c}].`,
        );
      rowTotals[r]! += value;
      columnTotals[c]! += value;
      if (r === c) agreements += value;
    }
  }
  return computeKappaFromMargins({ agreements, rowTotals, columnTotals });
}
