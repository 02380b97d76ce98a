import { describe, expect, it } from "vitest";
import { DEFAULT_GRADED_SCALE, type TRatingScale } from "@/lib/scales/schemas";
import { resolveRatingAnswer } from "./resolve-rating-answer";

const scale: TRatingScale = {
  ...DEFAULT_GRADED_SCALE,
  dimensions: [
    { key: "correctness", name: "Correctness", definition: "" },
    { key: "security", name: "Security", definition: "" },
  ],
};
const dims = { correctness: 4, security: 2 };
const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("not refused");
};

describe("resolveRatingAnswer", () => {
  it("keeps a binary campaign's label and refuses grades there", () => {
    expect(
      resolveRatingAnswer({ scale: null, allowUnsure: false, input: { label: "VALID" } }),
    ).toEqual({ label: "VALID", grade: null, dimensionGrades: null });
    expect(
      refused(() => resolveRatingAnswer({ scale: null, allowUnsure: false, input: {} })),
    ).toMatch(/^label: is required/);
    expect(
      refused(() =>
        resolveRatingAnswer({
          scale: null,
          allowUnsure: false,
          input: { label: "VALID", grade: 3 },
        }),
      ),
    ).toMatch(/^grade: this campaign is binary/);
  });

  it("derives the label from the grade (VALID from grade 3) and keeps the dimensions", () => {
    const answer = (grade: number) =>
      resolveRatingAnswer({ scale, allowUnsure: false, input: { grade, dimensionGrades: dims } });
    expect([1, 2, 3, 4].map((g) => answer(g).label)).toEqual([
      "INVALID",
      "INVALID",
      "VALID",
      "VALID",
    ]);
    expect(answer(2)).toEqual({ label: "INVALID", grade: 2, dimensionGrades: dims });
    // A label sent along must be the collapse.
    expect(
      resolveRatingAnswer({
        scale,
        allowUnsure: false,
        input: { label: "VALID", grade: 4, dimensionGrades: dims },
      }).label,
    ).toBe("VALID");
  });

  it("refuses, naming the field: no grade, a grade off the scale, a mismatched label, a missing or extra dimension", () => {
    const r = (input: Parameters<typeof resolveRatingAnswer>[0]["input"], allowUnsure = false) =>
      refused(() => resolveRatingAnswer({ scale, allowUnsure, input }));
    expect(r({ dimensionGrades: dims })).toMatch(/^grade: is required \(1 to 4\)/);
    expect(r({ grade: 5, dimensionGrades: dims })).toMatch(/^grade: 5 is not on this scale/);
    expect(r({ label: "VALID", grade: 1, dimensionGrades: dims })).toMatch(
      /^label: grade 1 collapses to INVALID, not VALID/,
    );
    expect(r({ grade: 3, dimensionGrades: { correctness: 3 } })).toMatch(
      /^dimensionGrades\.security: is required/,
    );
    expect(r({ grade: 3, dimensionGrades: { ...dims, minimality: 2 } })).toMatch(
      /^dimensionGrades\.minimality: not a dimension of this scale/,
    );
    expect(r({ grade: 3, dimensionGrades: { ...dims, security: 7 } })).toMatch(
      /^dimensionGrades\.security: 7 is not on this scale/,
    );
    expect(r({ label: "UNSURE" })).toMatch(/^label: UNSURE is not allowed/);
    expect(r({ label: "UNSURE", grade: 2 }, true)).toMatch(/^grade: an UNSURE answer has no grade/);
  });

  it("takes UNSURE without a grade where the campaign allows it", () => {
    expect(resolveRatingAnswer({ scale, allowUnsure: true, input: { label: "UNSURE" } })).toEqual({
      label: "UNSURE",
      grade: null,
      dimensionGrades: null,
    });
  });
});
