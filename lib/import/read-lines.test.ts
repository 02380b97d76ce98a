import { describe, expect, it } from "vitest";
import { readLines } from "./read-lines";

const enc = (s: string) => new TextEncoder().encode(s);

describe("readLines", () => {
  it("numbers lines from 1 and skips blank ones", () => {
    expect(readLines({ bytes: enc('{"a":1}\n\n  \n{"b":2}') })).toEqual([
      { line: 1, text: '{"a":1}' },
      { line: 4, text: '{"b":2}' },
    ]);
  });

  it("reports a non-UTF-8 line with its number and column, keeping the others", () => {
    const bytes = new Uint8Array([...enc('{"a":1}\n{"b":"caf'), 0xe9, ...enc('"}\n{"c":3}\n')]);
    const lines = readLines({ bytes });
    expect(lines[0]).toEqual({ line: 1, text: '{"a":1}' });
    expect(lines[1]).toMatchObject({ line: 2 });
    expect("error" in lines[1]! && lines[1].error).toMatch(/not valid UTF-8 \(bad byte 0xe9 at column 10\)/);
    expect(lines[2]).toEqual({ line: 3, text: '{"c":3}' });
  });

  it("accepts multi-byte UTF-8 and strips a leading BOM", () => {
    const lines = readLines({ bytes: new Uint8Array([0xef, 0xbb, 0xbf, ...enc('{"t":"naïve ✓"}')]) });
    expect(lines).toEqual([{ line: 1, text: '{"t":"naïve ✓"}' }]);
  });
});
