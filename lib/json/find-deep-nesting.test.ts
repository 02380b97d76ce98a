import { describe, expect, it } from "vitest";
import { findDeepNesting, MAX_JSON_DEPTH } from "./find-deep-nesting";

const nest = (depth: number, leaf: unknown = 1): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { k: v };
  return v;
};

describe("findDeepNesting", () => {
  it("accepts scalars, flat and exactly maximal nesting", () => {
    expect(findDeepNesting({ value: "x" })).toBeNull();
    expect(findDeepNesting({ value: { a: [1, 2, { b: null }] } })).toBeNull();
    expect(findDeepNesting({ value: nest(MAX_JSON_DEPTH) })).toBeNull();
  });

  it("names the field holding a value nested one level too deep", () => {
    expect(findDeepNesting({ value: { metadata: nest(MAX_JSON_DEPTH) } })).toBe("metadata.0.k.…");
    expect(findDeepNesting({ value: { a: 1, list: [[nest(3)]] }, maxDepth: 3 })).toBe("list.0.0");
    expect(findDeepNesting({ value: [[[]]], maxDepth: 2 })).toBe("0.0");
  });

  it("measures JSON nested 100,000 deep without overflowing the stack", () => {
    const text = `{"filter":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    expect(findDeepNesting({ value: JSON.parse(text) })).toBe("filter.0.0.…");
  });
});
