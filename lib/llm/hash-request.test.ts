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

  it("keys a scope (another server, JSON mode) apart, and without one is the key of old", () => {
    // The digest of `base` before scopes existed: answers cached then are still found.
    expect(hashRequest(base)).toBe(
      "f4048aaf4bd8d8d62d38a0edeb46cebc0101ca7cf93ad205fa9262467d107eeb",
    );
    expect(hashRequest({ ...base, scope: undefined })).toBe(hashRequest(base));
    const a = hashRequest({ ...base, scope: { endpoint: "http://127.0.0.1:8000" } });
    const b = hashRequest({ ...base, scope: { endpoint: "http://127.0.0.1:8001" } });
    const json = hashRequest({
      ...base,
      scope: { endpoint: "http://127.0.0.1:8000", jsonMode: "json_object" },
    });
    expect(new Set([hashRequest(base), a, b, json]).size).toBe(4);
  });
});
