import { describe, expect, it } from "vitest";
import { charactersOver } from "./characters-over";

describe("charactersOver", () => {
  it("is 0 up to the limit and counts every character beyond it", () => {
    expect(charactersOver("", 3)).toBe(0);
    expect(charactersOver("abc", 3)).toBe(0);
    expect(charactersOver("abcd", 3)).toBe(1);
    expect(charactersOver("x".repeat(612), 500)).toBe(112);
  });

  it("counts the trimmed text, as the server's schema does, unless told not to", () => {
    expect(charactersOver("  abc \n", 3)).toBe(0);
    expect(charactersOver("  abc \n", 3, { trim: false })).toBe(4);
  });

  it("counts UTF-16 code units, as zod's max does", () => {
    expect(charactersOver("😀😀", 3)).toBe(1);
  });
});
