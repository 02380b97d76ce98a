import { describe, expect, it } from "vitest";
import { hashRequest } from "./hash-request";

const base = {
  provider: "openai",
  model: "gpt-4.1-mini",
  params: { temperature: 0, maxTokens: 100 },
  prompt: "p",
  schemaName: "S",
};

describe("hashRequest", () => {
  it("is a sha256 hex digest independent of key order", () => {
    const a = hashRequest(base);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRequest({ ...base, params: { maxTokens: 100, temperature: 0 } })).toBe(a);
    expect(
      hashRequest({ ...base, params: { temperature: 0, maxTokens: 100, logprobs: undefined } }),
    ).toBe(a);
  });

  it("changes with every field", () => {
    const a = hashRequest(base);
    for (const change of [
      { provider: "anthropic" },
      { model: "gpt-4.1" },
      { params: { temperature: 0.2, maxTokens: 100 } },
      { prompt: "q" },
      { prompt: { system: "s", text: "p" } },
      { schemaName: "T" },
    ]) {
      expect(hashRequest({ ...base, ...change })).not.toBe(a);
    }
  });
});
