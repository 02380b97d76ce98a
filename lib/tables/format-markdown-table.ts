import { checkTableShape } from "./check-table-shape";
import type { TTable, TTableCell } from "./table-formats";

/** A cell as text: empty for "not defined", non-integers rounded to `digits` (null: as is). */
export const cellText = (cell: TTableCell, digits: number | null) =>
  cell === null
    ? ""
    : typeof cell === "number" && digits !== null && !Number.isInteger(cell)
      ? cell.toFixed(digits)
      : String(cell);
const markdown = (s: string) => s.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");

/**
 * A table as Markdown: its caption in bold, then the table, numbers rounded to `digits` (2 by
 * default). For commands that print Markdown only (no CSV writer is loaded with it).
 */
export function formatMarkdownTable(options: { table: TTable; digits?: number }): string {
  const { table } = options;
  checkTableShape({ table });
  const digits = options.digits ?? 2;
  const head = `| ${table.columns.map(markdown).join(" | ")} |`;
  const rule = `|${table.columns.map(() => "---").join("|")}|`;
  const body = table.rows.map(
    (r) => `| ${r.map((c) => markdown(cellText(c, digits))).join(" | ")} |`,
  );
  return [`**${markdown(table.caption)}**`, "", head, rule, ...body].join("\n") + "\n";
}
