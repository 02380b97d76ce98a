import { describe, expect, it } from "vitest";
import { parseRatingsFile } from "./parse-ratings-file";

const parse = (text: string | Uint8Array, fileName = "ratings.csv") =>
  parseRatingsFile({
    bytes: typeof text === "string" ? new TextEncoder().encode(text) : text,
    fileName,
  });
const rows = (text: string, fileName?: string) => {
  const c = parse(text, fileName);
  return [...c.item].map((_v, r) => [
    c.items[c.item[r]!],
    c.raters[c.rater[r]!],
    c.labels[c.label[r]!],
    c.line[r],
  ]);
};

describe("parseRatingsFile: CSV", () => {
  it("reads item, rater and label in any order and case, ignores other columns, trims, keeps label case", () => {
    const text = "\uFEFFNote, Label ,RATER,Item\r\nx, VALID ,ann,p1\r\n\r\ny,valid,bob, p1 \r\n";
    expect(rows(text)).toEqual([
      ["p1", "ann", "VALID", 2],
      ["p1", "bob", "valid", 4],
    ]);
  });

  it("interns values to codes by first appearance", () => {
    const c = parse("item,rater,label\np2,b,X\np1,a,Y\np2,a,X\n");
    expect(c).toMatchObject({ items: ["p2", "p1"], raters: ["b", "a"], labels: ["X", "Y"] });
    expect([...c.item, ...c.rater, ...c.label]).toEqual([0, 1, 0, 0, 1, 1, 0, 1, 0]);
  });

  it("reads quoted fields (commas, quotes, newlines) with the lines they start on", () => {
    const text = 'item,rater,label\n"p,1",ann,"VALID"\n"p\n2","b ""x""",INVALID\np3,ann,VALID\n';
    expect(rows(text)).toEqual([
      ["p,1", "ann", "VALID", 2],
      ["p\n2", 'b "x"', "INVALID", 3],
      ["p3", "ann", "VALID", 5],
    ]);
  });

  it("keeps non-ASCII values and trims Unicode spaces as String.prototype.trim does", () => {
    expect(rows("item,rater,label\n\u00a0é1\u3000,Zoë,gültig\né1,Ana,gültig \n")).toEqual([
      ["é1", "Zoë", "gültig", 2],
      ["é1", "Ana", "gültig", 3],
    ]);
  });

  it("names the missing header columns", () => {
    expect(() => parse("item,who,label\n1,a,V\n")).toThrow(
      /ratings.csv: the header \(line 1\) lacks the column rater; found "item", "who", "label"/,
    );
    expect(() => parse('"item","x"\n1,2\n')).toThrow(/lacks the columns rater, label/);
  });

  it("refuses an empty file and a file without data rows", () => {
    expect(() => parse("")).toThrow(/the file is empty/);
    expect(() => parse(" \n\n")).toThrow(/the file is empty/);
    expect(() => parse("item,rater,label\n\n")).toThrow(/no ratings: the file has no data rows/);
  });

  it("reports blank fields and wrong column counts with their line numbers", () => {
    expect(() => parse("item,rater,label\n1,,V\n2,a\n , b,\n3,c,V\n")).toThrow(
      "ratings.csv: 3 problems:\n  line 2: rater must not be blank\n  line 3: expected 3 columns as in the header, found 2\n  line 4: item, label must not be blank",
    );
  });

  it("refuses a rater labelling an item twice, naming both and the first line", () => {
    expect(() =>
      parse("item,rater,label\np1,ann,VALID\np2,ann,VALID\np1,bob,VALID\np1,ann,INVALID\n"),
    ).toThrow('line 5: rater "ann" already labelled item "p1" on line 2');
  });

  it("lists at most 20 problems and counts the rest", () => {
    const text = `item,rater,label\n${Array.from({ length: 25 }, (_v, k) => `${k},,V`).join("\n")}\n`;
    expect(() => parse(text)).toThrow(
      /25 problems:[\s\S]*line 21: rater must not be blank\n {2}… and 5 more$/,
    );
  });

  it("refuses text that is not UTF-8", () => {
    expect(() => parse(Uint8Array.of(0x69, 0x74, 0x65, 0x6d, 0xff, 0x0a))).toThrow(/not UTF-8/);
  });
});

describe("parseRatingsFile: JSONL", () => {
  it("reads objects with item, rater and label (numbers become strings), chosen by extension or first character", () => {
    const text =
      '{"item": 1, "rater": "ann", "label": "VALID", "extra": true}\n\n{"item": "2", "rater": "bob", "label": "INVALID"}\n';
    const expected = [
      ["1", "ann", "VALID", 1],
      ["2", "bob", "INVALID", 3],
    ];
    expect(rows(text, "r.jsonl")).toEqual(expected);
    expect(rows(text, "r.ndjson")).toEqual(expected);
    expect(rows(text, "ratings.txt")).toEqual(expected);
  });

  it("reports invalid JSON, non-objects, wrong field types and duplicates by line", () => {
    const text = [
      '{"item": 1, "rater": "a", "label": "V"}',
      "{oops",
      "[1]",
      '{"item": 2, "rater": null}',
      '{"item": 1, "rater": "a", "label": "W"}',
    ].join("\n");
    const message = (() => {
      try {
        parse(text, "r.jsonl");
      } catch (err) {
        return (err as Error).message;
      }
      return "";
    })();
    expect(message).toMatch(/^r.jsonl: 4 problems:/);
    expect(message).toMatch(/line 2: invalid JSON/);
    expect(message).toContain("line 3: expected a JSON object with item, rater and label");
    expect(message).toContain("line 4: rater, label must be strings or numbers");
    expect(message).toMatch(/line 5: rater "a" already labelled item "1" on line 1$/);
  });

  it("refuses a rater labelling an item twice", () => {
    expect(() =>
      parse(
        '{"item": 1, "rater": "a", "label": "V"}\n{"item": 1, "rater": "a", "label": "W"}\n',
        "r.jsonl",
      ),
    ).toThrow(/line 2: rater "a" already labelled item "1" on line 1/);
  });
});
