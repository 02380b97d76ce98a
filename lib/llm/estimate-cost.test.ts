import { describe, expect, it } from "vitest";
import { estimateCacheSaving } from "./estimate-cache-saving";
import { estimateCost } from "./estimate-cost";
import { findModelPrice } from "./find-model-price";

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

  it("prices cache reads and writes separately from the rest of the input", () => {
    // gpt-4.1: 2.00 input, 0.50 cached input, 8.00 output per million.
    // 10,000 input of which 8,000 cached, 500 output: 2,000 × 2 + 8,000 × 0.5 + 500 × 8 = 12,000 µ$.
    expect(
      estimateCost({
        provider: "openai",
        model: "gpt-4.1",
        inputTokens: 10_000,
        cachedInputTokens: 8_000,
        outputTokens: 500,
      }),
    ).toBeCloseTo(0.012, 10);
    // Without the cached count the same call costs 10,000 × 2 + 500 × 8 = 24,000 µ$.
    expect(
      estimateCost({
        provider: "openai",
        model: "gpt-4.1",
        inputTokens: 10_000,
        outputTokens: 500,
      }),
    ).toBeCloseTo(0.024, 10);
    // claude-sonnet-4-5: 3.00 input, 0.30 read, 3.75 write, 15.00 output. Anthropic's total
    // input (AI SDK) = 100 uncached + 2,000 written + 6,000 read = 8,100:
    // 100 × 3 + 2,000 × 3.75 + 6,000 × 0.3 + 200 × 15 = 300 + 7,500 + 1,800 + 3,000 = 12,600 µ$.
    expect(
      estimateCost({
        provider: "anthropic",
        model: "claude-sonnet-4-5-20250929",
        inputTokens: 8_100,
        cachedInputTokens: 6_000,
        cacheWriteTokens: 2_000,
        outputTokens: 200,
      }),
    ).toBeCloseTo(0.0126, 10);
    // Counts that do not add up never make the input negative: cached beyond the input is capped.
    expect(
      estimateCost({
        provider: "openai",
        model: "gpt-4.1-mini",
        inputTokens: 1_000,
        cachedInputTokens: 5_000,
        outputTokens: 0,
      }),
    ).toBeCloseTo((1_000 * 0.1) / 1e6, 12);
  });

  it("estimates what caching saved: reads at the input price less their price, less write surcharges", () => {
    expect(
      estimateCacheSaving({
        provider: "openai",
        model: "gpt-4.1",
        cachedInputTokens: 8_000,
        cacheWriteTokens: 0,
      }),
    ).toBeCloseTo((8_000 * 1.5) / 1e6, 12);
    // 6,000 × (3 − 0.3) − 2,000 × (3.75 − 3) = 16,200 − 1,500 = 14,700 µ$.
    expect(
      estimateCacheSaving({
        provider: "anthropic",
        model: "claude-sonnet-4-5",
        cachedInputTokens: 6_000,
        cacheWriteTokens: 2_000,
      }),
    ).toBeCloseTo(0.0147, 10);
    expect(
      estimateCacheSaving({
        provider: "openai-compatible",
        model: "mock",
        cachedInputTokens: 1,
        cacheWriteTokens: 0,
      }),
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

  it("uses the configured LLM_PRICE for the configured model only, and the listed price first", () => {
    const configured = {
      provider: "openai-compatible",
      model: "llama3.1:8b",
      price: { input: 0.5, output: 1.5, cachedInput: 0.5, cacheWrite: 0.5 },
    };
    expect(
      findModelPrice({ provider: "openai-compatible", model: "llama3.1:8b", configured }),
    ).toEqual(configured.price);
    expect(
      findModelPrice({ provider: "openai-compatible", model: "other", configured }),
    ).toBeNull();
    expect(
      findModelPrice({
        provider: "openai",
        model: "gpt-4.1",
        configured: { ...configured, provider: "openai", model: "gpt-4.1" },
      }),
    ).toMatchObject({ input: 2, output: 8 });
  });

  it("prices calls of the configured model with LLM_PRICE from the environment", () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: "http://127.0.0.1:9/v1",
      LLM_MODEL: "llama3.1:8b",
      LLM_PRICE: "0.5, 1.5",
    });
    try {
      expect(
        estimateCost({
          provider: "openai-compatible",
          model: "llama3.1:8b",
          inputTokens: 1e6,
          outputTokens: 1e6,
        }),
      ).toBeCloseTo(2, 12);
    } finally {
      for (const k of ["LLM_PROVIDER", "LLM_BASE_URL", "LLM_MODEL", "LLM_PRICE"]) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
    }
  });
});
