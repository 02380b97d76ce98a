import { describe, expect, it } from "vitest";
import { describeRunFailures } from "./describe-run-failures";

describe("describeRunFailures", () => {
  it("says nothing when no job failed", () => {
    expect(
      describeRunFailures({ status: "completed", total: 27, failed: 0, topReason: null }),
    ).toBeNull();
  });

  it("says plainly that every job failed, with the common reason", () => {
    expect(
      describeRunFailures({
        status: "failed",
        total: 27,
        failed: 27,
        topReason: { reason: "The answer is not a verdict.", count: 27 },
      }),
    ).toMatchObject({
      kind: "all",
      message: "Failed: all 27 jobs failed — The answer is not a verdict.",
    });
  });

  it("names the most common reason and how often when failures differ", () => {
    expect(
      describeRunFailures({
        status: "failed",
        total: 27,
        failed: 27,
        topReason: { reason: "timeout", count: 20 },
      })?.message,
    ).toBe("Failed: all 27 jobs failed — most often (20 of 27): timeout");
  });

  it("says how many of how many failed, finished or still running", () => {
    const topReason = { reason: "HTTP 500", count: 3 };
    expect(
      describeRunFailures({ status: "completed_with_failures", total: 27, failed: 3, topReason }),
    ).toMatchObject({
      kind: "some",
      message: "Finished with failures: 3 of 27 jobs failed — HTTP 500",
    });
    expect(
      describeRunFailures({
        status: "running",
        total: 27,
        failed: 1,
        topReason: { reason: "HTTP 500", count: 1 },
      })?.message,
    ).toBe("Failures so far: 1 of 27 jobs failed — HTTP 500");
  });

  it("cuts a long reason and copes with none", () => {
    const long = "x".repeat(500);
    const d = describeRunFailures({
      status: "failed",
      total: 1,
      failed: 1,
      topReason: { reason: long, count: 1 },
    });
    expect(d?.message.length).toBeLessThan(200);
    expect(d?.message).toMatch(/^Failed: the only job failed — x+…$/);
    expect(
      describeRunFailures({ status: "failed", total: 2, failed: 2, topReason: null })?.message,
    ).toBe("Failed: all 2 jobs failed");
  });
});
