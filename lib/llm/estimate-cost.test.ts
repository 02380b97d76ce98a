import { describe, expect, it } from "vitest";
import { estimateCost } from "./estimate-cost";

describe("estimateCost", () => {
  it("prices known models and their dated snapshots per million tokens", () => {
    expect(
      estimateCost({
        provider: "openai",
        model: "gpt-4.1-mini",
        inputTokens: 1_000_000,
        outputTokens: 1_000_000,
      }),
    ).toBeCloseTo(2.0);
    expect(
      estimateCost({
        provider: "openai",
        model: "gpt-4.1-2025-04-14",
        inputTokens: 1000,
        outputTokens: 0,
      }),
    ).toBeCloseTo(0.002);
    expect(
      estimateCost({
        provider: "anthropic",
        model: "claude-3-7-sonnet-20250219",
        inputTokens: 0,
        outputTokens: 1000,
      }),
    ).toBeCloseTo(0.015);
    expect(
      estimateCost({
        provider: "google",
        model: "models/gemini-2.5-pro",
        inputTokens: 1000,
        outputTokens: 1000,
      }),
    ).toBeCloseTo(0.01125);
  });

  it("returns null for unknown models, openai-compatible servers and missing counts", () => {
    expect(
      estimateCost({ provider: "openai", model: "gpt-4.1-nano", inputTokens: 1, outputTokens: 1 }),
    ).toBeNull();
    expect(
      estimateCost({ provider: "openai", model: "mock-model", inputTokens: 1, outputTokens: 1 }),
    ).toBeNull();
    expect(
      estimateCost({
        provider: "openai-compatible",
        model: "gpt-4.1",
        inputTokens: 1,
        outputTokens: 1,
      }),
    ).toBeNull();
    expect(
      estimateCost({ provider: "openai", model: "gpt-4.1", inputTokens: null, outputTokens: 1 }),
    ).toBeNull();
  });

  it("prices batch calls at the providers' published batch discount (50 % for OpenAI and Anthropic)", () => {
    const calls = [
      // gpt-4.1-mini: (1M × $0.40 + 1M × $1.60) / 2 = $1.00
      {
        provider: "openai",
        model: "gpt-4.1-mini",
        inputTokens: 1_000_000,
        outputTokens: 1_000_000,
        batch: 1.0,
      },
      // claude-sonnet-4-5: (2,000 × $3 + 1,000 × $15) / 1M / 2 = $0.0105
      {
        provider: "anthropic",
        model: "claude-sonnet-4-5",
        inputTokens: 2000,
        outputTokens: 1000,
        batch: 0.0105,
      },
    ];
    for (const { batch, ...call } of calls) {
      expect(estimateCost({ ...call, batch: true })).toBeCloseTo(batch, 12);
      expect(estimateCost({ ...call, batch: false })).toBeCloseTo(batch * 2, 12);
    }
    expect(
      estimateCost({
        provider: "openai-compatible",
        model: "x",
        inputTokens: 1,
        outputTokens: 1,
        batch: true,
      }),
    ).toBeNull();
  });
});
