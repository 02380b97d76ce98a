import { describe, expect, it } from "vitest";
import { formatRunSummary } from "./format-run-summary";

const base = {
  id: "r1",
  status: "completed" as const,
  counts: { pending: 0, running: 0, done: 8, failed: 0, cancelled: 0 },
  llmCalls: 8,
  cachedCalls: 0,
  inputTokens: 16_000,
  outputTokens: 800,
  cachedInputTokens: 0,
  cacheWriteTokens: 0,
  costUsd: null,
  cacheSavingUsd: null,
};

describe("formatRunSummary", () => {
  it("says nothing about the prompt cache when nothing was read from it", () => {
    expect(formatRunSummary({ run: base })).toBe(
      "Run r1 completed: 8 done, 0 failed, 8 calls + 0 cached, 16800 tokens.",
    );
  });

  it("gives cached input tokens, their share of the input and the saving beside the cost", () => {
    const run = {
      ...base,
      cachedInputTokens: 12_000,
      costUsd: 0.0212,
      cacheSavingUsd: 0.018,
    };
    expect(formatRunSummary({ run })).toBe(
      "Run r1 completed: 8 done, 0 failed, 8 calls + 0 cached, 16800 tokens; 12000 input tokens read from the prompt cache (75%), about $0.0212 (the prompt cache saved $0.0180).",
    );
    expect(
      formatRunSummary({ run: { ...run, cacheWriteTokens: 4_000, cacheSavingUsd: -0.001 } }),
    ).toContain(
      "12000 input tokens read from the prompt cache (75%), 4000 written to it, about $0.0212 (cache writes cost $0.0010 more).",
    );
  });
});
