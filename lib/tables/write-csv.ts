import { stringify } from "csv-stringify/sync";
import { neutraliseCsvCell, type TCsvCell } from "./neutralise-csv-cell";

/**
 * The one CSV writer every export goes through: RFC 4180 quoting (csv-stringify), CRLF record
 * ends, a header row when given, and every cell (header included) through `neutraliseCsvCell`
 * so no cell can run as a spreadsheet formula while numbers stay numbers.
 */
export function writeCsv(options: {
  header?: readonly string[];
  rows: readonly (readonly TCsvCell[])[];
}): string {
  const { header, rows } = options;
  const records = [...(header ? [header] : []), ...rows].map((r) =>
    r.map((cell) => neutraliseCsvCell({ cell })),
  );
  return stringify(records, { record_delimiter: "\r\n" });
}
