import { describe, expect, it } from "vitest";
import { readLines } from "./read-lines";

const enc = (s: string) => new TextEncoder().encode(s);
const collect = async (chunks: Uint8Array[], maxLineBytes?: number) => {
  const out = [];
  for await (const l of readLines({ chunks, maxLineBytes })) out.push(l);
  return out;
};
/** The bytes cut into pieces of `size`, as a stream delivers them. */
const pieces = (bytes: Uint8Array, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.slice(i * size, (i + 1) * size),
  );

describe("readLines", () => {
  it("numbers lines from 1 and skips blank ones", async () => {
    expect(await collect([enc('{"a":1}\n\n  \n{"b":2}')])).toEqual([
      { line: 1, text: '{"a":1}' },
      { line: 4, text: '{"b":2}' },
    ]);
  });

  it("gives the same lines however the stream is cut, even inside a multi-byte character", async () => {
    const bytes = enc('{"t":"naïve ✓"}\r\n\n{"u":"日本"}\n{"v":1}');
    const whole = await collect([bytes]);
    expect(whole).toHaveLength(3);
    for (const size of [1, 2, 3, 5, 7]) expect(await collect(pieces(bytes, size))).toEqual(whole);
  });

  it("reports a non-UTF-8 line with its number and column, keeping the others", async () => {
    const bytes = new Uint8Array([...enc('{"a":1}\n{"b":"caf'), 0xe9, ...enc('"}\n{"c":3}\n')]);
    const lines = await collect(pieces(bytes, 4));
    expect(lines[0]).toEqual({ line: 1, text: '{"a":1}' });
    expect(lines[1]).toMatchObject({ line: 2 });
    expect("error" in lines[1]! && lines[1].error).toMatch(
      /not valid UTF-8 \(bad byte 0xe9 at column 10\)/,
    );
    expect(lines[2]).toEqual({ line: 3, text: '{"c":3}' });
  });

  it("reports a line longer than the limit without keeping it, and reads on", async () => {
    const long = `{"x":"${"a".repeat(100)}"}`;
    const lines = await collect(pieces(enc(`{"a":1}\n${long}\n{"b":2}\n`), 16), 64);
    expect(lines).toEqual([
      { line: 1, text: '{"a":1}' },
      { line: 2, error: expect.stringMatching(/^line longer than/) },
      { line: 3, text: '{"b":2}' },
    ]);
  });

  it("accepts multi-byte UTF-8 and strips a leading BOM", async () => {
    const lines = await collect([new Uint8Array([0xef, 0xbb, 0xbf, ...enc('{"t":"naïve ✓"}')])]);
    expect(lines).toEqual([{ line: 1, text: '{"t":"naïve ✓"}' }]);
  });
});
