import { describe, expect, it } from "vitest";
import { classifyPatchRatings } from "./classify-patch-ratings";

describe("classifyPatchRatings", () => {
  it("is unanimous only when all expected ratings agree", () => {
    expect(
      classifyPatchRatings({ labels: ["VALID", "VALID", "VALID"], expected: 3 }),
    ).toMatchObject({ status: "unanimous", label: "VALID" });
    expect(
      classifyPatchRatings({ labels: ["INVALID", "INVALID", "INVALID"], expected: 3 }),
    ).toMatchObject({ status: "unanimous", label: "INVALID" });
  });

  it("sends splits, UNSURE and missing ratings to adjudication", () => {
    expect(classifyPatchRatings({ labels: ["VALID", "VALID", "INVALID"], expected: 3 })).toEqual({
      status: "disputed",
      reason: "split",
      counts: { VALID: 2, INVALID: 1, UNSURE: 0 },
    });
    expect(
      classifyPatchRatings({ labels: ["VALID", "UNSURE", "VALID"], expected: 3 }),
    ).toMatchObject({ status: "disputed", reason: "unsure" });
    expect(classifyPatchRatings({ labels: ["UNSURE", "UNSURE"], expected: 2 })).toMatchObject({
      status: "disputed",
      reason: "unsure",
    });
    expect(classifyPatchRatings({ labels: ["VALID", "VALID"], expected: 3 })).toMatchObject({
      status: "disputed",
      reason: "incomplete",
    });
    expect(classifyPatchRatings({ labels: ["VALID", "INVALID"], expected: 3 })).toMatchObject({
      status: "disputed",
      reason: "split",
    });
  });

  it("reports unrated patches", () => {
    expect(classifyPatchRatings({ labels: [], expected: 3 })).toEqual({
      status: "unrated",
      counts: { VALID: 0, INVALID: 0, UNSURE: 0 },
    });
  });
});
