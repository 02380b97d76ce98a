/** A value an export writes into one CSV cell. */
export type TCsvCell = string | number | boolean | null;

/**
 * Characters that make a spreadsheet (Excel, LibreOffice Calc, Google Sheets) read a cell as a
 * formula when they lead it: OWASP "CSV Injection" (=, +, -, @, tab, carriage return).
 */
export const CSV_FORMULA_LEADS: readonly string[] = ["=", "+", "-", "@", "\t", "\r"];

/**
 * The text of one CSV cell, safe to open in a spreadsheet. Decided by the value's type, not by
 * how it looks: a string (ids, names, tools, justifications: anything that may come from user
 * input) that starts with a formula character gets a leading single quote, as OWASP advises, so
 * `=HYPERLINK(…)` and even a numeric-looking imported id such as "-1+1" are shown as text; a
 * number is written as JavaScript prints it (-0.25, 1e-7 stay numbers at full precision), a
 * boolean as true/false, null as an empty cell.
 */
export function neutraliseCsvCell(options: { cell: TCsvCell }): string {
  const { cell } = options;
  if (cell === null) return "";
  if (typeof cell !== "string") return String(cell);
  return CSV_FORMULA_LEADS.includes(cell.charAt(0)) ? `'${cell}` : cell;
}
