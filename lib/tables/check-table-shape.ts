import { AppError } from "@/lib/errors/app-error";
import type { TTable } from "./table-formats";

/** A table has at least one column and every row as many cells as it has columns. */
export function checkTableShape(options: { table: TTable }): void {
  const { table } = options;
  const width = table.columns.length;
  if (width === 0) throw new AppError("INVALID_INPUT", "A table needs at least one column.");
  const bad = table.rows.findIndex((r) => r.length !== width);
  if (bad >= 0)
    throw new AppError(
      "INVALID_INPUT",
      `Row ${bad + 1} has ${table.rows[bad]!.length} cells; the table has ${width} columns.`,
    );
}
