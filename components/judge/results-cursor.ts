/** Where J or K takes the results table's cursor. */
export type TCursorStep =
  /** Another row of this page. */
  | { kind: "row"; index: number }
  /** The next page's first row (J on the last row) or the previous page's last row (K on the first). */
  | { kind: "page"; step: 1 | -1; land: "first" | "last" }
  /** The first row of the first page, or the last of the last: nowhere to go. */
  | { kind: "stay" };

/**
 * One J (step 1) or K (step −1) from row `at` of a page of `rows` rows: within the page, else
 * across to the neighbouring page when there is one, else nowhere (the ends of the results).
 */
export function stepResultsCursor(options: {
  at: number;
  step: 1 | -1;
  rows: number;
  hasNext: boolean;
  hasPrevious: boolean;
}): TCursorStep {
  const { at, step, rows, hasNext, hasPrevious } = options;
  if (rows === 0) return { kind: "stay" };
  const index = at + step;
  if (index >= 0 && index < rows) return { kind: "row", index };
  if (step === 1 && hasNext) return { kind: "page", step: 1, land: "first" };
  if (step === -1 && hasPrevious) return { kind: "page", step: -1, land: "last" };
  return { kind: "stay" };
}

/**
 * The cursor's row: the one chosen (J/K, a click, a focus), else the row of the patch the address
 * opens (`?patch=`) when it is on this page, else the first; never past the last row.
 */
export function resultsCursorRow(options: {
  chosen: number | null;
  keys: readonly string[];
  openKey: string | null;
}): number {
  const { chosen, keys, openKey } = options;
  const row = chosen ?? Math.max(0, openKey === null ? 0 : keys.indexOf(openKey));
  return Math.min(row, Math.max(0, keys.length - 1));
}
