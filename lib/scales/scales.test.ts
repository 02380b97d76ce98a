import { describe, expect, it } from "vitest";
import { collapseGrade } from "./collapse-grade";
import { parseRatingScale } from "./parse-rating-scale";
import { DEFAULT_GRADED_SCALE, ZRatingScale } from "./schemas";

describe("rating scales", () => {
  it("collapses grades at or above validFrom to VALID", () => {
    const labels = [1, 2, 3, 4].map((grade) =>
      collapseGrade({ scale: DEFAULT_GRADED_SCALE, grade }),
    );
    expect(labels).toEqual(["INVALID", "INVALID", "VALID", "VALID"]);
    expect(() => collapseGrade({ scale: DEFAULT_GRADED_SCALE, grade: 5 })).toThrow(
      /not on this scale/,
    );
  });

  it("refuses grades out of order, validFrom off the scale and repeated dimensions", () => {
    const bad = ZRatingScale.safeParse({
      grades: [
        { value: 2, label: "a" },
        { value: 1, label: "b" },
      ],
      validFrom: 3,
      dimensions: [
        { key: "minimality", name: "M" },
        { key: "minimality", name: "M2" },
      ],
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining(["grades.0.value", "validFrom", "dimensions.1.key"]),
    );
  });

  it("reads a stored scale back, null for binary", () => {
    expect(parseRatingScale({ stored: null })).toBeNull();
    expect(parseRatingScale({ stored: JSON.stringify(DEFAULT_GRADED_SCALE) })).toEqual(
      DEFAULT_GRADED_SCALE,
    );
    expect(() => parseRatingScale({ stored: "{" })).toThrow(/not JSON/);
  });
});
