import { describe, expect, it } from "vitest";
import { parsePageNumber } from "./parse-page-number";

const parse = (value: string | null) => parsePageNumber({ value });

describe("parsePageNumber", () => {
  it("reads a whole page number from 1 up", () => {
    expect(parse("1")).toBe(1);
    expect(parse("2")).toBe(2);
    expect(parse("999")).toBe(999);
    expect(parse(" 3 ")).toBe(3);
  });

  it("takes page 1 for anything else, rather than a request the API refuses", () => {
    for (const value of [null, "", " ", "0", "-5", "2.5", "1e3", "0x10", "abc", "Infinity"])
      expect(parse(value), String(value)).toBe(1);
    expect(parse("9".repeat(30))).toBe(1);
  });
});
