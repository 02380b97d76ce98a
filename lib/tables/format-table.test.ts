import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { formatTable, type TTable } from "./format-table";

const table: TTable = {
  caption: "Judge vs consensus (full & clear)",
  columns: ["metric", "G_golden", "n"],
  rows: [
    ["kappa", 0.5714285714285714, 115],
    ["precision | P", 41 / 63, 115],
    ["npv", null, 0],
  ],
};

describe("formatTable", () => {
  it("writes CSV at full precision that parses back, empty for undefined", () => {
    const rows = parse(formatTable({ table, format: "csv" })) as string[][];
    expect(rows[0]).toEqual(["metric", "G_golden", "n"]);
    expect(Number(rows[2]![1])).toBe(41 / 63);
    expect(rows[3]).toEqual(["npv", "", "0"]);
  });

  it("writes JSON objects keyed by column, with null kept", () => {
    expect(JSON.parse(formatTable({ table, format: "json" }))).toEqual([
      { metric: "kappa", G_golden: 0.5714285714285714, n: 115 },
      { metric: "precision | P", G_golden: 41 / 63, n: 115 },
      { metric: "npv", G_golden: null, n: 0 },
    ]);
  });

  it("writes Markdown rounded to two decimals with pipes escaped", () => {
    const md = formatTable({ table, format: "markdown" });
    expect(md).toContain("| metric | G_golden | n |\n|---|---|---|\n| kappa | 0.57 | 115 |");
    expect(md).toContain("| precision \\| P | 0.65 | 115 |");
    expect(md).toContain("| npv |  | 0 |");
  });

  it("writes a booktabs LaTeX table with special characters escaped and numeric columns right-aligned", () => {
    const tex = formatTable({ table, format: "latex", digits: 3 });
    expect(tex).toContain("\\caption{Judge vs consensus (full \\& clear)}");
    expect(tex).toContain("\\begin{tabular}{lrr}");
    expect(tex).toContain("metric & G\\_golden & n \\\\");
    expect(tex).toContain("kappa & 0.571 & 115 \\\\");
  });

  it("refuses ragged rows", () => {
    expect(() => formatTable({ table: { ...table, rows: [["a"]] }, format: "csv" })).toThrow(
      /Row 1 has 1 cells; the table has 3 columns/,
    );
  });

  it("writes CSV string cells led by a formula character as text and negative numbers as numbers", () => {
    const hostile: TTable = {
      caption: "x",
      columns: ["Rater", "kappa"],
      rows: [
        ["@SUM(A1)", -0.25],
        ["-2+3", 1e-7],
      ],
    };
    expect(parse(formatTable({ table: hostile, format: "csv" }))).toEqual([
      ["Rater", "kappa"],
      ["'@SUM(A1)", "-0.25"],
      ["'-2+3", "1e-7"],
    ]);
  });
});
