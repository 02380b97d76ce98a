import { describe, expect, it } from "vitest";
import { describeCacheScope } from "./describe-cache-scope";

describe("describeCacheScope", () => {
  it("is none for a hosted provider's own API, named or not", () => {
    for (const provider of ["openai", "anthropic", "google"])
      expect(describeCacheScope({ provider, baseUrl: null })).toBeUndefined();
    expect(
      describeCacheScope({ provider: "openai", baseUrl: "https://api.openai.com/v1" }),
    ).toBeUndefined();
    expect(
      describeCacheScope({ provider: "anthropic", baseUrl: "https://api.anthropic.com/v1/" }),
    ).toBeUndefined();
  });

  it("is the origin of any other server: a proxy, a compatible server, a mock", () => {
    expect(
      describeCacheScope({ provider: "openai", baseUrl: "https://proxy.example.org/openai/v1" }),
    ).toEqual({ endpoint: "https://proxy.example.org" });
    expect(
      describeCacheScope({
        provider: "openai-compatible",
        baseUrl: "http://user:secret@127.0.0.1:8000/v1?x=1",
      }),
    ).toEqual({ endpoint: "http://127.0.0.1:8000" });
    // Unreadable: its text, never another server's scope.
    expect(describeCacheScope({ provider: "openai-compatible", baseUrl: "not a url" })).toEqual({
      endpoint: "not a url",
    });
  });

  it("adds JSON mode where it changes the request (openai-compatible servers)", () => {
    expect(
      describeCacheScope({
        provider: "openai-compatible",
        baseUrl: "http://127.0.0.1:8000/v1",
        jsonMode: "json_object",
      }),
    ).toEqual({ endpoint: "http://127.0.0.1:8000", jsonMode: "json_object" });
    expect(
      describeCacheScope({ provider: "openai", baseUrl: null, jsonMode: "json_object" }),
    ).toBeUndefined();
    expect(
      describeCacheScope({
        provider: "openai-compatible",
        baseUrl: "http://127.0.0.1:8000/v1",
        jsonMode: "json_schema",
      }),
    ).toEqual({ endpoint: "http://127.0.0.1:8000" });
  });
});
