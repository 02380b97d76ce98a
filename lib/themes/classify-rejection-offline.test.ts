import { describe, expect, it } from "vitest";
import { classifyRejectionOffline } from "./classify-rejection-offline";

const theme = (justification: string) => classifyRejectionOffline({ justification }).theme;

describe("classifyRejectionOffline", () => {
  it("finds each paper theme from its typical wording", () => {
    expect(
      theme("The rubric requires RAII via smart pointers; the patch uses manual new/delete."),
    ).toBe("violating_rubric_requirements");
    expect(
      theme(
        "The patch suppresses the sanitizer error instead of fixing the undefined behaviour: it masks the symptom.",
      ),
    ).toBe("not_addressing_root_cause");
    expect(
      theme("The fix is incomplete: other call sites of parse_number are left unresolved."),
    ).toBe("incomplete_implementation");
    expect(theme("This change does not compile and introduces a new bug in the lexer.")).toBe(
      "introducing_new_issues",
    );
  });

  it("says other when no keyword matches, or the text is empty", () => {
    expect(classifyRejectionOffline({ justification: "Nope." })).toEqual({
      theme: "other",
      matched: [],
    });
    expect(theme("   ")).toBe("other");
  });

  it("takes the theme with most matches, whatever the order", () => {
    // rubric 1 (rubric), root cause 3 (root cause, workaround, symptom).
    expect(
      theme("Per the rubric, this is a workaround that hides the symptom, not the root cause."),
    ).toBe("not_addressing_root_cause");
  });

  it("breaks a tie in favour of the specific theme over the rubric", () => {
    // One rubric keyword and one root-cause keyword.
    const r = classifyRejectionOffline({
      justification: "The rubric asks for a real fix; this is a workaround.",
    });
    expect(r.theme).toBe("not_addressing_root_cause");
    expect(r.matched).toEqual(["workaround"]);
  });

  it("is case-insensitive and reports the keywords it matched", () => {
    expect(classifyRejectionOffline({ justification: "REGRESSION: it Breaks the build" })).toEqual({
      theme: "introducing_new_issues",
      matched: ["regression", "breaks"],
    });
  });
});
