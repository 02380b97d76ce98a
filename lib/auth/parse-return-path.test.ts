import { describe, expect, it } from "vitest";
import { parseReturnPath } from "./parse-return-path";

const parse = (value: string | string[] | null | undefined) => parseReturnPath({ value });

describe("parseReturnPath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(parse("/projects/demo/agreement")).toBe("/projects/demo/agreement");
    expect(parse("/projects/demo/judge?run=abc&x=1")).toBe("/projects/demo/judge?run=abc&x=1");
    expect(parse("/projects/demo#top")).toBe("/projects/demo#top");
    expect(parse("/projects/d%C3%A9mo")).toBe("/projects/d%C3%A9mo");
  });

  it("falls back to home when there is nothing usable", () => {
    for (const value of [
      undefined,
      null,
      "",
      ["/a", "/b"],
      "x".repeat(3000),
      "/" + "a".repeat(3000),
    ])
      expect(parse(value)).toBe("/");
  });

  it("refuses other origins in every spelling", () => {
    for (const value of [
      "//evil.com",
      "//evil.com/projects",
      "///evil.com",
      "https://evil.com",
      "http://127.0.0.1:1/x",
      "javascript:alert(1)",
      "evil.com",
      "projects/demo",
      "/\\evil.com",
      "\\\\evil.com",
      "/\\/evil.com",
      "/\t/evil.com",
      "/\n/evil.com",
      " //evil.com",
      "/ /evil.com",
    ])
      expect(parse(value), value).toBe("/");
  });

  it("refuses the same spellings percent-encoded, once or twice", () => {
    for (const value of [
      "%2F%2Fevil.com",
      "/%2Fevil.com",
      "/%2F%2Fevil.com",
      "%2f%2fevil.com",
      "/%5Cevil.com",
      "/%5cevil.com",
      "/%252Fevil.com",
      "/%25252F%25252Fevil.com",
      "https%3A%2F%2Fevil.com",
      "/%09/evil.com",
      "/%00",
      "/%E0%A4%A", // malformed
    ])
      expect(parse(value), value).toBe("/");
  });

  it("does not send a signed-in user back to the sign-in page", () => {
    expect(parse("/login")).toBe("/");
    expect(parse("/login?next=/x")).toBe("/");
    expect(parse("/./login")).toBe("/");
  });
});
