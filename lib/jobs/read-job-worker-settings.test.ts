import { describe, expect, it } from "vitest";
import { readJobWorkerSettings } from "./read-job-worker-settings";

describe("readJobWorkerSettings", () => {
  it("takes the JUDGE_ variables, the deadline defaulting to the LLM timeout + 30 s", () => {
    expect(
      readJobWorkerSettings({
        env: { JUDGE_WORKER_CONCURRENCY: "3", JUDGE_LEASE_MS: "9000", LLM_TIMEOUT_MS: "1000" },
      }),
    ).toMatchObject({ maxConcurrent: 3, leaseMs: 9000, deadlineMs: 31_000 });
    expect(
      readJobWorkerSettings({ env: { JUDGE_JOB_DEADLINE_MS: "5000", LLM_TIMEOUT_MS: "1000" } })
        .deadlineMs,
    ).toBe(5000);
  });

  it("names a bad variable", () => {
    expect(() => readJobWorkerSettings({ env: { JUDGE_LEASE_MS: "soon" } })).toThrow(
      /JUDGE_LEASE_MS/,
    );
  });
});
