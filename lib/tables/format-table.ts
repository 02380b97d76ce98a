import { checkTableShape } from "./check-table-shape";
import { cellText, formatMarkdownTable } from "./format-markdown-table";
import type { TTable, TTableFormat } from "./table-formats";
import { writeCsv } from "./write-csv";

export type { TTable, TTableCell, TTableFormat } from "./table-formats";

const LATEX_SPECIAL: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "&": "\\&",
  "%": "\\%",
  $: "\\$",
  "#": "\\#",
  _: "\\_",
  "{": "\\{",
  "}": "\\}",
  "~": "\\textasciitilde{}",
  "^": "\\textasciicircum{}",
};
const latex = (s: string) => s.replace(/[\\&%$#_{}~^]/g, (c) => LATEX_SPECIAL[c] ?? c);

/**
 * One dashboard table as CSV (full precision, RFC 4180, through the one CSV writer that keeps
 * cells from running as spreadsheet formulas), JSON (an array of objects keyed by
 * column, full precision), Markdown or LaTeX (booktabs; numbers rounded to `digits`, 2 by
 * default as in the paper's tables). Empty cells stand for "not defined".
 */
export function formatTable(options: {
  table: TTable;
  format: TTableFormat;
  digits?: number;
}): string {
  const { table, format } = options;
  const digits = options.digits ?? 2;
  checkTableShape({ table });
  switch (format) {
    case "csv":
      return writeCsv({ header: table.columns, rows: table.rows });
    case "json":
      return (
        JSON.stringify(
          table.rows.map((r) => Object.fromEntries(table.columns.map((c, i) => [c, r[i] ?? null]))),
          null,
          2,
        ) + "\n"
      );
    case "markdown":
      return formatMarkdownTable({ table, digits });
    case "latex": {
      const align = table.columns
        .map((_, i) =>
          table.rows.every((r) => r[i] === null || typeof r[i] === "number") ? "r" : "l",
        )
        .join("");
      const line = (cells: readonly string[]) => `${cells.join(" & ")} \\\\`;
      return (
        [
          "\\begin{table}[t]",
          "\\centering",
          `\\caption{${latex(table.caption)}}`,
          `\\begin{tabular}{${align}}`,
          "\\toprule",
          line(table.columns.map(latex)),
          "\\midrule",
          ...table.rows.map((r) => line(r.map((c) => latex(cellText(c, digits))))),
          "\\bottomrule",
          "\\end{tabular}",
          "\\end{table}",
        ].join("\n") + "\n"
      );
    }
  }
}
