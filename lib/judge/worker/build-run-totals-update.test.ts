import { describe, expect, it } from "vitest";
import type { TLlmCallRow } from "@/lib/llm/to-llm-call-row";
import { buildRunTotalsUpdate } from "./build-run-totals-update";

const call = (id: string, more: Partial<TLlmCallRow> = {}) =>
  ({ id, inputTokens: 100, outputTokens: 10, costUsd: null, ...more }) as TLlmCallRow;

describe("buildRunTotalsUpdate", () => {
  it("sums each run's calls from their rows, counts cached results, and keeps an unpriced run's cost null", () => {
    const statement = buildRunTotalsUpdate({
      results: [
        { runId: "r1", cached: false, llmCallId: "c1" },
        { runId: "r1", cached: false, llmCallId: "c2" },
        { runId: "r1", cached: true, llmCallId: "old" },
        { runId: "r2", cached: false, llmCallId: "c3" },
      ],
      calls: [
        call("c1", { cachedInputTokens: 40, costUsd: 0.25 }),
        call("c2", { inputTokens: null, outputTokens: 5, cacheWriteTokens: 7, costUsd: 0.5 }),
        call("c3"),
      ],
    });
    expect(statement!.sql).toMatch(/^UPDATE "JudgeRun" AS t SET/);
    expect(statement!.sql).toContain(
      "FROM (VALUES ($1::text, $2::int, $3::int, $4::float8, $5::float8, $6::float8, $7::float8, $8::float8), ($9::text,",
    );
    // id, calls, cached, input, output, cached input, cache writes, cost
    expect(statement!.args).toEqual([
      ...["r1", 2, 1, 100, 15, 40, 7, 0.75],
      ...["r2", 1, 0, 100, 10, 0, 0, null],
    ]);
  });

  it("gives up (null) when a result's call row is not in the batch, or there is nothing to add", () => {
    expect(
      buildRunTotalsUpdate({
        results: [{ runId: "r1", cached: false, llmCallId: "elsewhere" }],
        calls: [call("c1")],
      }),
    ).toBeNull();
    expect(buildRunTotalsUpdate({ results: [], calls: [] })).toBeNull();
  });
});
