import { describe, expect, it } from "vitest";
import { computeConfidence } from "./compute-confidence";

const lp = (values: unknown[]) =>
  JSON.stringify(
    values.map((logprob, i) => ({ token: `t${i}`, logprob, bytes: [116], top_logprobs: [] })),
  );

describe("computeConfidence", () => {
  it("is exp of the mean token logprob for VALID", () => {
    expect(computeConfidence({ label: "VALID", logprobs: lp([-0.1, -0.3]) })).toBeCloseTo(
      Math.exp(-0.2),
      12,
    );
    expect(computeConfidence({ label: "VALID", logprobs: lp([0, 0, 0]) })).toBe(1);
    expect(computeConfidence({ label: "VALID", logprobs: lp([-1]) })).toBeCloseTo(
      0.36787944117144233,
      12,
    );
  });

  it("ignores entries without a finite numeric logprob", () => {
    const mixed = JSON.stringify([
      { token: "a", logprob: -0.5 },
      { token: "b" },
      { token: "c", logprob: "x" },
      null,
      3,
      { token: "d", logprob: -1.5 },
    ]);
    expect(computeConfidence({ label: "VALID", logprobs: mixed })).toBeCloseTo(Math.exp(-1), 12);
  });

  it("gives the same score from the entries themselves as from their stored JSON", () => {
    const json = lp([-0.1, -0.3, Number.NaN, -0.2]);
    const entries = JSON.parse(json) as unknown[];
    expect(computeConfidence({ label: "VALID", logprobs: entries })).toBe(
      computeConfidence({ label: "VALID", logprobs: json }),
    );
    const raw = [{ logprob: -0.5 }, { logprob: Number.POSITIVE_INFINITY }, { logprob: -1.5 }];
    expect(computeConfidence({ label: "VALID", logprobs: raw })).toBeCloseTo(Math.exp(-1), 12);
    expect(computeConfidence({ label: "INVALID", logprobs: raw })).toBe(0);
    expect(computeConfidence({ label: "VALID", logprobs: [] })).toBeNull();
  });

  it("is 0 for INVALID when logprobs exist", () => {
    expect(computeConfidence({ label: "INVALID", logprobs: lp([-0.1, -0.3]) })).toBe(0);
  });

  it("is null when the provider gave no usable logprobs, for either label", () => {
    for (const label of ["VALID", "INVALID"] as const) {
      expect(computeConfidence({ label, logprobs: null })).toBeNull();
      expect(computeConfidence({ label, logprobs: "not json" })).toBeNull();
      expect(computeConfidence({ label, logprobs: '{"logprob":-1}' })).toBeNull();
      expect(computeConfidence({ label, logprobs: "[]" })).toBeNull();
      expect(
        computeConfidence({
          label,
          logprobs: JSON.stringify([{ token: "a" }, { token: "b", logprob: null }]),
        }),
      ).toBeNull();
    }
  });
});
