import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { appErrorOf } from "@/lib/test/app-error-of";
import { MAX_RATINGS_CSV_BYTES, parseRatingsCsv } from "./parse-ratings-csv";

const enc = (s: string) => new TextEncoder().encode(s);
const parseText = (s: string) => parseRatingsCsv({ bytes: enc(s) });

describe("parseRatingsCsv", () => {
  it("parses rows with their line numbers and normalises labels", () => {
    const parsed = parseText(
      "item,rater,label\n1,G1-P1,INVALID\n9, G1-P2 , valid\n17,G1-P1,Unsure\n",
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.totalLines).toBe(3);
    expect(parsed.rows).toEqual([
      { line: 2, item: "1", rater: "G1-P1", label: "INVALID" },
      { line: 3, item: "9", rater: "G1-P2", label: "VALID" },
      { line: 4, item: "17", rater: "G1-P1", label: "UNSURE" },
    ]);
  });

  it("accepts CRLF, a BOM, reordered header names in any case and extra columns", () => {
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...enc(" Label ,Notes,RATER,Item\r\nvalid,x,r1,A\r\nINVALID,,r2,B\r\n"),
    ]);
    const parsed = parseRatingsCsv({ bytes });
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toEqual([
      { line: 2, item: "A", rater: "r1", label: "VALID" },
      { line: 3, item: "B", rater: "r2", label: "INVALID" },
    ]);
  });

  it("skips blank lines (including whitespace-only and comma-only ones) but keeps physical line numbers", () => {
    const parsed = parseText("item,rater,label\n\n1,a,VALID\n   \n,,\n\r\n2,a,INVALID\n\n");
    expect(parsed.errors).toEqual([]);
    expect(parsed.totalLines).toBe(2);
    expect(parsed.rows.map((r) => r.line)).toEqual([3, 7]);
  });

  it("handles quoted fields, embedded quotes and newlines, numbering later lines correctly", () => {
    const parsed = parseText(
      'item,rater,label\n"a,1","multi\nline\r\nrater",VALID\n"q""x",r,INVALID\n3,,VALID\n',
    );
    expect(parsed.rows).toEqual([
      { line: 2, item: "a,1", rater: "multi\nline\nrater", label: "VALID" },
      { line: 5, item: 'q"x', rater: "r", label: "INVALID" },
    ]);
    expect(parsed.errors).toEqual([{ line: 6, field: "rater", message: "must not be empty" }]);
  });

  it("reports each bad row with its line and field, keeping the good ones", () => {
    const parsed = parseText(
      [
        "item,rater,label",
        ",a,VALID",
        "2,,VALID",
        `3,${"r".repeat(101)},VALID`,
        `${"i".repeat(201)},a,VALID`,
        "5,a,CORRECT",
        "6,a,",
        "7,a,VALID,extra",
        "8,a",
        "9,a,VALIDE",
        ",,maybe",
        "10,a,VALID",
        `11,${"r".repeat(100)},VALID`,
      ].join("\n"),
    );
    expect(parsed.totalLines).toBe(12);
    expect(parsed.rows.map((r) => r.line)).toEqual([12, 13]);
    expect(parsed.errors).toEqual([
      { line: 2, field: "item", message: "must not be empty" },
      { line: 3, field: "rater", message: "must not be empty" },
      { line: 4, field: "rater", message: "is longer than 100 characters" },
      { line: 5, field: "item", message: "is longer than 200 characters" },
      {
        line: 6,
        field: "label",
        message: 'unknown label "CORRECT"; use VALID, INVALID or UNSURE (any case)',
      },
      {
        line: 7,
        field: "label",
        message: "must not be empty; use VALID, INVALID or UNSURE (any case)",
      },
      { line: 8, field: "(line)", message: "expected 3 columns as in the header, found 4" },
      { line: 9, field: "(line)", message: "expected 3 columns as in the header, found 2" },
      {
        line: 10,
        field: "label",
        message: 'unknown label "VALIDE"; use VALID, INVALID or UNSURE (any case)',
      },
      { line: 11, field: "item", message: "must not be empty" },
      { line: 11, field: "rater", message: "must not be empty" },
      {
        line: 11,
        field: "label",
        message: 'unknown label "maybe"; use VALID, INVALID or UNSURE (any case)',
      },
    ]);
  });

  it("accepts no other spellings of the labels", () => {
    for (const label of [
      "V",
      "yes",
      "1",
      "in valid",
      "ınvalid",
      "VALID.",
      "VALIDATED",
      "unsure?",
    ]) {
      const parsed = parseText(`item,rater,label\n1,a,${label}\n`);
      expect(parsed.rows, label).toEqual([]);
      expect(parsed.errors[0]?.field, label).toBe("label");
    }
  });

  it("reports a repeated (item, rater) pair on the later line, naming the first", () => {
    const parsed = parseText("item,rater,label\n1,a,VALID\n1,b,VALID\n\n1,a,INVALID\n2,a,VALID\n");
    expect(parsed.rows.map((r) => r.line)).toEqual([2, 3, 6]);
    expect(parsed.errors).toEqual([
      { line: 5, field: "rater", message: 'rater "a" already rated item "1" on line 2' },
    ]);
  });

  it("rejects an empty file", () => {
    for (const text of ["", "\n\n", "\uFEFF", "  \r\n"]) {
      const err = appErrorOf(() => parseText(text));
      expect(err.code).toBe("INVALID_INPUT");
      expect(err.message).toMatch(/empty/);
    }
  });

  it("accepts a header with no rows", () => {
    expect(parseText("item,rater,label\n")).toEqual({ rows: [], errors: [], totalLines: 0 });
  });

  it("rejects a header lacking columns, naming them and what was found", () => {
    const err = appErrorOf(() => parseText("patch,rater,score\n1,a,VALID\n"));
    expect(err.code).toBe("INVALID_INPUT");
    expect(err.message).toMatch(/lacks the columns item, label/);
    expect(err.message).toMatch(/found "patch", "rater", "score"/);
    expect(err.details).toMatchObject({ missing: ["item", "label"] });
    // A data row in place of the header is caught the same way.
    expect(appErrorOf(() => parseText("1,a,VALID\n")).message).toMatch(
      /lacks the columns item, rater, label/,
    );
  });

  it("rejects a header naming a column twice", () => {
    expect(appErrorOf(() => parseText("item,rater,label,Item\n1,a,VALID,2\n")).message).toMatch(
      /item more than once/,
    );
  });

  it("rejects bytes that are not UTF-8, naming the line", () => {
    const bytes = new Uint8Array([
      ...enc("item,rater,label\n1,a,VALID\n2,caf"),
      0xe9,
      ...enc(",VALID\n"),
    ]);
    const err = appErrorOf(() => parseRatingsCsv({ bytes }));
    expect(err.code).toBe("INVALID_INPUT");
    expect(err.message).toMatch(/not UTF-8 \(first bad byte on line 3\)/);
  });

  it("rejects malformed CSV with the line csv-parse reports", () => {
    const unclosed = appErrorOf(() =>
      parseText('item,rater,label\n1,a,VALID\n2,"b,VALID\n3,c,VALID\n'),
    );
    expect(unclosed.code).toBe("INVALID_INPUT");
    expect(unclosed.message).toMatch(/^The file is not valid CSV: Quote Not Closed.* at line 4$/);
    expect(unclosed.details).toEqual({ line: 4 });
    const badQuote = appErrorOf(() => parseText('item,rater,label\n1,a,VALID\n2,"b"x,VALID\n'));
    expect(badQuote.message).toMatch(
      /^The file is not valid CSV: Invalid Closing Quote.* at line 3/,
    );
    expect(badQuote.details).toEqual({ line: 3 });
  });

  it("rejects files over the size limit", () => {
    expect(MAX_RATINGS_CSV_BYTES).toBe(5 * 1024 * 1024);
    const err = appErrorOf(() =>
      parseRatingsCsv({ bytes: new Uint8Array(MAX_RATINGS_CSV_BYTES + 1) }),
    );
    expect(err.code).toBe("PAYLOAD_TOO_LARGE");
    expect(err.message).toMatch(/at most 5\.0 MB/);
  });

  it("parses the le2019 ratings", () => {
    const bytes = readFileSync(new URL("../../../shared/data/le2019/ratings.csv", import.meta.url));
    const parsed = parseRatingsCsv({ bytes });
    expect(parsed.errors).toEqual([]);
    expect(parsed.totalLines).toBe(1095);
    expect(parsed.rows).toHaveLength(1095);
    expect(new Set(parsed.rows.map((r) => r.rater)).size).toBe(41);
    expect(new Set(parsed.rows.map((r) => r.item)).size).toBe(189);
    const counts = { VALID: 0, INVALID: 0, UNSURE: 0 };
    for (const row of parsed.rows) counts[row.label] += 1;
    expect(counts).toEqual({ VALID: 244, INVALID: 730, UNSURE: 121 });
    expect(parsed.rows[0]).toEqual({ line: 2, item: "1", rater: "G1-P1", label: "INVALID" });
    expect(parsed.rows.at(-1)?.line).toBe(1096);
  });
});
