import { describe, expect, it } from "vitest";
import { describeProviderReach } from "./describe-provider-reach";

describe("describeProviderReach", () => {
  it("names the key variable a provider needs, never a value", () => {
    const env = { ANTHROPIC_API_KEY: "sk-secret" };
    expect(describeProviderReach({ provider: "openai", env })).toEqual({
      runnable: false,
      reason: "cannot run here: set OPENAI_API_KEY",
    });
    expect(describeProviderReach({ provider: "anthropic", env })).toEqual({
      runnable: true,
      reason: null,
    });
    expect(JSON.stringify(describeProviderReach({ provider: "google", env }))).not.toContain(
      "sk-secret",
    );
  });

  it("runs the baseline anywhere, and an OpenAI-compatible server only with its URL", () => {
    expect(describeProviderReach({ provider: "baseline", env: {} }).runnable).toBe(true);
    expect(describeProviderReach({ provider: "openai-compatible", env: {} })).toEqual({
      runnable: false,
      reason: "cannot run here: set LLM_PROVIDER=openai-compatible and LLM_BASE_URL",
    });
    expect(
      describeProviderReach({
        provider: "openai-compatible",
        env: {
          LLM_PROVIDER: "openai-compatible",
          LLM_BASE_URL: "http://127.0.0.1:9/v1",
          LLM_MODEL: "m",
        },
      }).runnable,
    ).toBe(true);
  });
});
