import { describe, expect, it } from "vitest";
import { renderTemplate } from "./render-template";

describe("renderTemplate", () => {
  it("fills placeholders, with or without spaces inside the braces", () => {
    expect(
      renderTemplate({
        template: "Bug {{id}}: {{ title }} ({{id}})",
        variables: { id: "b-7", title: "Crash" },
      }),
    ).toBe("Bug b-7: Crash (b-7)");
    expect(renderTemplate({ template: "no placeholders", variables: {} })).toBe("no placeholders");
  });

  it("inserts values verbatim, without escaping or re-expanding them", () => {
    const value = "<script>&amp; $& $1 {{other}}\n";
    expect(renderTemplate({ template: "[{{v}}]", variables: { v: value } })).toBe(`[${value}]`);
    expect(renderTemplate({ template: "{{a}}{{b}}", variables: { a: "", b: "x" } })).toBe("x");
  });

  it("names every missing variable", () => {
    expect(() => renderTemplate({ template: "{{a}} {{b}} {{c}}", variables: { b: "1" } })).toThrow(
      "missing variables: a, c",
    );
  });

  it("names every variable supplied but not used", () => {
    expect(() =>
      renderTemplate({ template: "{{a}}", variables: { a: "1", extra: "2", more: "3" } }),
    ).toThrow("unused variables: extra, more");
  });

  it("reports missing and unused variables together", () => {
    expect(() => renderTemplate({ template: "{{a}}", variables: { b: "1" } })).toThrow(
      "missing variables: a; unused variables: b",
    );
  });

  it("does not treat inherited object keys as supplied", () => {
    expect(() => renderTemplate({ template: "{{toString}}", variables: {} })).toThrow(
      "missing variables: toString",
    );
  });

  it("leaves text that is not a placeholder alone", () => {
    expect(renderTemplate({ template: "{ {a} } {{}} {{1x}} {{a}}", variables: { a: "A" } })).toBe(
      "{ {a} } {{}} {{1x}} A",
    );
  });
});
