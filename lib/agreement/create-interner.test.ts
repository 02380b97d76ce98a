import { describe, expect, it } from "vitest";
import { createInterner } from "./create-interner";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("createInterner", () => {
  it("gives one code per trimmed value, by first appearance, from strings and byte spans alike", () => {
    const interner = createInterner();
    const line = bytes("x, b ,ä,a");
    expect(interner.codeOf(" a ")).toBe(0);
    expect(interner.codeOfBytes(line, 2, 5)).toBe(1); // " b "
    expect(interner.codeOfBytes(line, 6, 8)).toBe(2); // "ä" (2 bytes)
    expect(interner.codeOfBytes(line, 9, 10)).toBe(0); // "a"
    expect(interner.codeOf("ä")).toBe(2);
    expect(interner.names()).toEqual(["a", "b", "ä"]);
  });

  it("returns −1 for blank values", () => {
    const interner = createInterner();
    expect(interner.codeOf(" \t")).toBe(-1);
    expect(interner.codeOfBytes(bytes("a,  ,b"), 2, 4)).toBe(-1);
    expect(interner.names()).toEqual([]);
  });

  it("keeps every value through table growth", () => {
    const interner = createInterner();
    const values = Array.from({ length: 5000 }, (_v, k) => `item-${k * 7919}`);
    values.forEach((v, k) => expect(interner.codeOf(v)).toBe(k));
    values.forEach((v, k) => expect(interner.codeOfBytes(bytes(v), 0, v.length)).toBe(k));
    expect(interner.names()).toEqual(values);
  });
});
