import { describe, expect, it } from "vitest";
import { ApiError } from "@/components/query/fetch-json";
import { readRatingConflict } from "./rating-conflict";

const current = {
  label: "VALID",
  grade: null,
  dimensionGrades: null,
  justification: "Saved in the other tab.",
  checklist: [0, 2],
  updatedAt: "2025-01-02T03:04:05.678Z",
};
const conflict = (details: unknown) =>
  new ApiError(409, "CONFLICT", "This rating was saved again …", [], details);

describe("the stored rating a refused save carries", () => {
  it("reads a rating-changed conflict's stored rating, graded or not", () => {
    expect(readRatingConflict(conflict({ reason: "rating-changed", current }))).toEqual(current);
    const graded = { ...current, grade: 3, dimensionGrades: { correctness: 3 } };
    expect(readRatingConflict(conflict({ reason: "rating-changed", current: graded }))).toEqual(
      graded,
    );
  });

  it("is null for any other error or a malformed conflict", () => {
    expect(readRatingConflict(conflict(undefined))).toBeNull();
    expect(readRatingConflict(conflict({ reason: "used" }))).toBeNull();
    expect(readRatingConflict(new ApiError(404, "NOT_FOUND", "Item not found."))).toBeNull();
    expect(readRatingConflict(new TypeError("Failed to fetch"))).toBeNull();
    const otherStatus = new ApiError(422, "INVALID_INPUT", "x", [], {
      reason: "rating-changed",
      current,
    });
    expect(readRatingConflict(otherStatus)).toBeNull();
    for (const broken of [
      { ...current, label: "MAYBE" },
      { ...current, grade: "3" },
      { ...current, dimensionGrades: { correctness: "3" } },
      { ...current, justification: null },
      { ...current, checklist: ["0"] },
      { ...current, updatedAt: 5 },
      null,
    ])
      expect(
        readRatingConflict(conflict({ reason: "rating-changed", current: broken })),
      ).toBeNull();
  });
});
