import { AppError } from "@/lib/errors/app-error";

/**
 * Cohen's κ from a square agreement table given by its margins: `agreements` = the diagonal's
 * sum, `rowTotals` and `columnTotals` per label. κ = (p_o − p_e) / (1 − p_e) with
 * p_o = agreements / n and p_e = Σ_c row_c·col_c / n², computed as
 * (n·agreements − Σ row·col) / (n² − Σ row·col) so integer tables stay exact. Null when the
 * table is empty or chance agreement is 1 (both sides used one and the same label).
 */
export function computeKappaFromMargins(options: {
  agreements: number;
  rowTotals: ArrayLike<number>;
  columnTotals: ArrayLike<number>;
}): number | null {
  const { agreements, rowTotals, columnTotals } = options;
  if (rowTotals.length !== columnTotals.length)
    throw new AppError("INVALID_INPUT", "Row and column totals must cover the same labels.");
  let n = 0;
  let columnSum = 0;
  let chance = 0;
  for (let c = 0; c < rowTotals.length; c++) {
    const row = rowTotals[c]!;
    const column = columnTotals[c]!;
    if (!(row >= 0 && column >= 0))
      throw new AppError("INVALID_INPUT", "Table totals must be non-negative numbers.");
    n += row;
    columnSum += column;
    chance += row * column;
  }
  if (n !== columnSum)
    throw new AppError(
      "INVALID_INPUT",
      `Row totals sum to ${n} but column totals to ${columnSum}.`,
    );
  if (!(agreements >= 0 && agreements <= n))
    throw new AppError(
      "INVALID_INPUT",
      `Agreements (${agreements}) must lie between 0 and the table total ${n}.`,
    );
  const denominator = n * n - chance;
  if (n === 0 || denominator === 0) return null;
  return (n * agreements - chance) / denominator;
}
