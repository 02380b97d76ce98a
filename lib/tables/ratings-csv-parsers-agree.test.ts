import { describe, expect, it } from "vitest";
import { parseRatingsFile } from "@/lib/agreement/parse-ratings-file";
import { parseRatingsCsv } from "@/lib/campaigns/parse-ratings-csv";

// The campaign import (fixed labels, line errors) and the agreement CLI (any labels, a fast byte
// path for unquoted files) read ratings CSVs through one record reader and one header rule:
// on the same valid file they see the same ratings on the same lines.
const FILES: Record<string, string> = {
  plain: "item,rater,label\np1,ann,VALID\np1,bob,INVALID\np2,ann,UNSURE\n",
  "BOM, CRLF, blank lines, header case and order, extra columns":
    "\uFEFFNote, Label ,RATER,Item\r\nx,VALID,ann,p1\r\n\r\ny,INVALID,bob,p1\r\n",
  "quoted fields with commas, quotes and newlines":
    'item,rater,label\n"p,1",ann,"VALID"\n"p\n2","b ""x""",INVALID\np3,ann,VALID\n',
  "no final newline": "item,rater,label\np1,ann,VALID",
};

const viaImport = (text: string) =>
  parseRatingsCsv({ bytes: new TextEncoder().encode(text) }).rows.map((r) => [
    r.item,
    r.rater,
    r.label,
    r.line,
  ]);
const viaAgreement = (text: string) => {
  const c = parseRatingsFile({ bytes: new TextEncoder().encode(text), fileName: "ratings.csv" });
  return [...c.item].map((_v, r) => [
    c.items[c.item[r]!]!.trim(),
    c.raters[c.rater[r]!]!.trim(),
    c.labels[c.label[r]!]!.trim(),
    c.line[r],
  ]);
};

describe("the two ratings CSV readers", () => {
  for (const [name, text] of Object.entries(FILES)) {
    it(`read the same ratings on the same lines: ${name}`, () => {
      expect(viaImport(text).length).toBeGreaterThan(0);
      expect(viaAgreement(text)).toEqual(viaImport(text));
    });
  }

  it("refuse the same headers with the same words", () => {
    for (const text of ["item,who,label\np1,a,VALID\n", "item,rater,label,ITEM\np1,a,VALID,x\n"]) {
      const words = (f: () => unknown) => {
        try {
          f();
        } catch (err) {
          return (err as Error).message.replace(/^ratings\.csv: the header/, "The header");
        }
        return "accepted";
      };
      expect(
        words(() =>
          parseRatingsFile({ bytes: new TextEncoder().encode(text), fileName: "ratings.csv" }),
        ),
      ).toBe(words(() => parseRatingsCsv({ bytes: new TextEncoder().encode(text) })));
    }
  });
});
