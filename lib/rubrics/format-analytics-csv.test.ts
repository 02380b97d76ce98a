import { describe, expect, it } from "vitest";
import { formatAnalyticsCsv } from "./format-analytics-csv";

const HEADER = "bugId,status,versions,distance,normalized,added,deleted,modified,themes";

describe("formatAnalyticsCsv", () => {
  it("writes only the header for no rows", () => {
    expect(formatAnalyticsCsv({ rows: [] })).toBe(`${HEADER}\r\n`);
  });

  it("writes one line per rubric with themes joined by semicolons", () => {
    const csv = formatAnalyticsCsv({
      rows: [
        {
          bugId: "tinyjson-17",
          status: "confirmed",
          versions: 3,
          distance: 276,
          normalized: 0.14,
          added: 1,
          deleted: 2,
          modified: 0,
          themes: ["scope", "overfitting"],
        },
      ],
    });
    expect(csv).toBe(`${HEADER}\r\ntinyjson-17,confirmed,3,276,0.14,1,2,0,scope;overfitting\r\n`);
  });

  it("quotes fields with commas, quotes or line breaks (RFC 4180)", () => {
    const csv = formatAnalyticsCsv({
      rows: [
        {
          bugId: 'a,"b"\nc',
          status: "editing",
          versions: 1,
          distance: 0,
          normalized: 0,
          added: 0,
          deleted: 0,
          modified: 0,
          themes: [],
        },
      ],
    });
    expect(csv.split("\r\n")[1]).toBe('"a,""b""\nc",editing,1,0,0,0,0,0,');
  });

  it("writes an imported bug id led by a formula character as text, and figures as numbers", () => {
    const csv = formatAnalyticsCsv({
      rows: [
        {
          bugId: "=1+1",
          status: "editing",
          versions: 2,
          distance: 5,
          normalized: 1e-7,
          added: 1,
          deleted: 0,
          modified: 0,
          themes: [],
        },
      ],
    });
    expect(csv.split("\r\n")[1]).toBe("'=1+1,editing,2,5,1e-7,1,0,0,");
  });
});
