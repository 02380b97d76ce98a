import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { writeCsv } from "./write-csv";

describe("writeCsv", () => {
  it("writes RFC 4180 CSV with CRLF records, the header first, and neutralises string cells only", () => {
    const text = writeCsv({
      header: ["id", "=x", "n"],
      rows: [
        ["-1+1", 'say "hi", =1', -0.25],
        ['=HYPERLINK("http://x")', null, 1e-7],
      ],
    });
    expect(text).toBe(
      `id,'=x,n\r\n'-1+1,"say ""hi"", =1",-0.25\r\n"'=HYPERLINK(""http://x"")",,1e-7\r\n`,
    );
    const rows = parse(text) as string[][];
    expect(rows[2]).toEqual([`'=HYPERLINK("http://x")`, "", "1e-7"]);
    expect(Number(rows[1]![2])).toBe(-0.25);
  });

  it("writes only the header for no rows, and nothing without either", () => {
    expect(writeCsv({ header: ["a", "b"], rows: [] })).toBe("a,b\r\n");
    expect(writeCsv({ rows: [] })).toBe("");
  });

  it("is the only module that writes CSV: nothing else in the app, the CLI or the scripts imports csv-stringify", () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((entry) => {
        const p = path.join(dir, entry);
        if (statSync(p).isDirectory()) return entry === "node_modules" ? [] : sources(p);
        return /\.(ts|tsx|mjs|js)$/.test(entry) && !/\.test\.ts$/.test(entry) ? [p] : [];
      });
    const writers = ["app", "components", "lib", "scripts", "bin"]
      .flatMap(sources)
      .filter((f) => /from ["']csv-stringify/.test(readFileSync(f, "utf8")));
    expect(writers).toEqual([path.join("lib", "tables", "write-csv.ts")]);
  });
});
