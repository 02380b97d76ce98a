import { describe, expect, it } from "vitest";
import { CSV_FORMULA_LEADS, neutraliseCsvCell } from "./neutralise-csv-cell";

const cell = (value: Parameters<typeof neutraliseCsvCell>[0]["cell"]) =>
  neutraliseCsvCell({ cell: value });

describe("neutraliseCsvCell", () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ["+1", "'+1"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
  ])("prefixes a string led by a formula character: %j", (value, expected) => {
    expect(cell(value)).toBe(expected);
  });

  it("covers OWASP's six leading characters and nothing else", () => {
    expect([...CSV_FORMULA_LEADS].sort()).toEqual(["\t", "\r", "+", "-", "=", "@"].sort());
    for (const lead of CSV_FORMULA_LEADS) expect(cell(`${lead}x`)).toBe(`'${lead}x`);
  });

  it("prefixes strings from user data that merely look numeric", () => {
    expect(cell("-1+1")).toBe("'-1+1");
    expect(cell("-0.25")).toBe("'-0.25");
    expect(cell("+15551234")).toBe("'+15551234");
  });

  it("writes numbers as JavaScript prints them, negative and tiny ones included", () => {
    expect(cell(-0.25)).toBe("-0.25");
    expect(cell(1e-7)).toBe("1e-7");
    expect(cell(-1e-7)).toBe("-1e-7");
    expect(cell(0.1 + 0.2)).toBe("0.30000000000000004");
    expect(cell(-3)).toBe("-3");
    expect(Number(cell(-0.5714285714285714))).toBe(-0.5714285714285714);
  });

  it("writes booleans as true/false, null as empty, and leaves safe strings alone", () => {
    expect(cell(true)).toBe("true");
    expect(cell(false)).toBe("false");
    expect(cell(null)).toBe("");
    expect(cell("")).toBe("");
    expect(cell("kappa = 0.5")).toBe("kappa = 0.5");
    expect(cell(" =1")).toBe(" =1");
    expect(cell("'=already")).toBe("'=already");
  });
});
