import { CSV_FORMULA_LEADS } from "./neutralise-csv-cell";

/**
 * The inverse of neutraliseCsvCell for a text cell read back from one of our CSV exports: a
 * single quote put before a formula character ("'=x", "'-1") is dropped, so an exported file
 * imports as the values it was written from. Any other text is returned as it is.
 */
export function restoreCsvCell(options: { text: string }): string {
  const { text } = options;
  return text.startsWith("'") && CSV_FORMULA_LEADS.includes(text.charAt(1)) ? text.slice(1) : text;
}
