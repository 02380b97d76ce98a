import { describe, expect, it } from "vitest";
import { EDIT_THEME_LABELS, ZEditTheme } from "./edit-themes";

describe("edit themes", () => {
  it("labels every theme in the paper's wording", () => {
    expect(ZEditTheme.options).toEqual([
      "superfluous_constraints",
      "overfitting",
      "llm_error",
      "scope",
      "standardization",
      "other",
    ]);
    expect(EDIT_THEME_LABELS.overfitting).toBe("Reducing overfitting to the ground truth");
    expect(Object.keys(EDIT_THEME_LABELS).sort()).toEqual([...ZEditTheme.options].sort());
  });

  it("rejects unknown themes", () => {
    expect(ZEditTheme.safeParse("scope").success).toBe(true);
    expect(ZEditTheme.safeParse("typo").success).toBe(false);
  });
});
