import { describe, expect, it } from "vitest";
import { summarizePatchJobs, type TPatchJob } from "./summarize-patch-jobs";

const facts = {
  patchId: "p1",
  bugId: "b1",
  bugType: null,
  tool: "t",
  consensus: "INVALID" as const,
};
const done = (sample: number, label: string, confidence: number | null): TPatchJob => ({
  sample,
  status: "done",
  lastError: null,
  result: { label, confidence, thought: "t", justification: `j${sample}`, cached: false },
});

describe("summarizePatchJobs", () => {
  it("takes the majority of three samples and the mean confidence, and marks disagreement with consensus", () => {
    const row = summarizePatchJobs({
      facts,
      jobs: [done(2, "VALID", 0.9), done(0, "VALID", 0.6), done(1, "INVALID", 0)],
    });
    expect(row).toMatchObject({
      label: "VALID",
      valid: 2,
      invalid: 1,
      tie: false,
      status: "done",
      agrees: false,
    });
    expect(row.confidence).toBeCloseTo(0.5, 12);
    expect(row.samples.map((s) => s.sample)).toEqual([0, 1, 2]);
  });

  it("has no confidence when any sample lacks one, and agrees is null without a consensus", () => {
    const row = summarizePatchJobs({
      facts: { ...facts, consensus: null },
      jobs: [done(0, "INVALID", null), done(1, "INVALID", 0)],
    });
    expect(row).toMatchObject({ label: "INVALID", confidence: null, agrees: null });
  });

  it("reports a failed sample's reason, and pending while any sample is open", () => {
    const failed: TPatchJob = { sample: 1, status: "failed", lastError: "HTTP 500", result: null };
    expect(summarizePatchJobs({ facts, jobs: [done(0, "INVALID", 0), failed] })).toMatchObject({
      status: "failed",
      error: "HTTP 500",
      label: "INVALID",
      agrees: true,
    });
    expect(
      summarizePatchJobs({
        facts,
        jobs: [failed, { sample: 0, status: "running", lastError: null, result: null }],
      }),
    ).toMatchObject({ status: "pending", label: null, agrees: null });
  });
});
