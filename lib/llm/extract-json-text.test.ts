import { describe, expect, it } from "vitest";
import { extractJsonText } from "./extract-json-text";

describe("extractJsonText (answers of servers without structured output)", () => {
  it("reads a fenced json block (Ollama and llama.cpp models often answer so)", () => {
    const text = 'Here is my verdict:\n```json\n{"label": "VALID", "thought": "ok"}\n```\nThanks.';
    expect(extractJsonText({ text })).toBe('{"label": "VALID", "thought": "ok"}');
  });

  it("reads the first balanced object in prose, braces inside strings included", () => {
    const text =
      'Verdict: {"justification": "the } in \\"x}\\" is fine", "label": "INVALID"} done {"x":1}';
    expect(extractJsonText({ text })).toBe(
      '{"justification": "the } in \\"x}\\" is fine", "label": "INVALID"}',
    );
  });

  it("is null without an object or with an unbalanced one", () => {
    expect(extractJsonText({ text: "VALID" })).toBeNull();
    expect(extractJsonText({ text: '{"label": "VALID"' })).toBeNull();
  });
});
