import { describe, expect, it } from "vitest";
import { neutraliseCsvCell } from "./neutralise-csv-cell";
import { restoreCsvCell } from "./restore-csv-cell";

describe("restoreCsvCell", () => {
  it("undoes neutraliseCsvCell for every text, and leaves other quotes alone", () => {
    for (const text of ["=HYPERLINK(1)", "-1+1", "+x", "@SUM(A1)", "\t=1", "\r=1", "ann", "'x", ""])
      expect(restoreCsvCell({ text: neutraliseCsvCell({ cell: text }) })).toBe(text);
    expect(restoreCsvCell({ text: "'quoted" })).toBe("'quoted");
    expect(restoreCsvCell({ text: "it's" })).toBe("it's");
  });
});
