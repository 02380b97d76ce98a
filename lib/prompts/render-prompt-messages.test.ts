import { describe, expect, it } from "vitest";
import { renderPromptMessages } from "./render-prompt-messages";
import { renderTemplate } from "./render-template";

const variables = { who: "a judge", bug: "BUG-1", patch: "PATCH-9" };

describe("renderPromptMessages", () => {
  it("renders a template without markers exactly as renderTemplate does, as one user message", () => {
    const template = "You are {{who}}.\n\nBug {{bug}}\n\n{{patch}}\n";
    expect(renderPromptMessages({ template, variables })).toEqual({
      system: null,
      text: renderTemplate({ template, variables }),
      cachePrefix: null,
    });
  });

  it("splits the system message, the shared prefix and the rest at the marker lines", () => {
    const template =
      "You are {{who}}.\nAnswer briefly.\n<!-- user -->\n## Bug\n{{bug}}\n\n<!-- cache-break -->\n## Patch\n{{patch}}\n\n";
    expect(renderPromptMessages({ template, variables })).toEqual({
      system: "You are a judge.\nAnswer briefly.",
      text: "## Bug\nBUG-1\n\n## Patch\nPATCH-9\n",
      cachePrefix: "## Bug\nBUG-1\n\n",
    });
  });

  it("accepts either marker alone", () => {
    expect(
      renderPromptMessages({ template: "{{who}}\n<!-- user -->\n{{bug}} {{patch}}", variables }),
    ).toEqual({ system: "a judge", text: "BUG-1 PATCH-9\n", cachePrefix: null });
    expect(
      renderPromptMessages({
        template: "{{who}} {{bug}}\n<!-- cache-break -->\n{{patch}}",
        variables,
      }),
    ).toEqual({ system: null, text: "a judge BUG-1\nPATCH-9\n", cachePrefix: "a judge BUG-1\n" });
  });

  it("checks placeholders over the whole template, and ignores markers inside values", () => {
    const template = "{{who}}\n<!-- user -->\n{{bug}}\n<!-- cache-break -->\n{{patch}}";
    expect(() => renderPromptMessages({ template, variables: { who: "x", bug: "y" } })).toThrow(
      "missing variables: patch",
    );
    expect(() =>
      renderPromptMessages({ template, variables: { ...variables, extra: "z" } }),
    ).toThrow("unused variables: extra");
    const sneaky = renderPromptMessages({
      template,
      variables: { ...variables, bug: "a\n<!-- cache-break -->\nb" },
    });
    expect(sneaky.cachePrefix).toBe("a\n<!-- cache-break -->\nb\n");
    expect(sneaky.text).toBe("a\n<!-- cache-break -->\nb\nPATCH-9\n");
  });
});
