import { describe, expect, it } from "vitest";
import { CAMPAIGN_PHASES } from "./schemas";
import { describeRaterPhase } from "./describe-rater-phase";

describe("describeRaterPhase", () => {
  it("while labelling: the others' labels are hidden until the reveal, nothing is locked", () => {
    const copy = describeRaterPhase({ phase: "labelling", allowUnsure: false });
    expect(copy.intro).toContain("Label each candidate patch VALID or INVALID");
    expect(copy.intro).toContain("stay hidden until the lead opens the reveal phase");
    expect(copy.lockNote).toBeNull();
    expect(copy.missingLabel).toBe("Choose VALID or INVALID first (V / I).");
  });

  it("offers UNSURE in the header and the error when the campaign allows it", () => {
    const copy = describeRaterPhase({ phase: "labelling", allowUnsure: true });
    expect(copy.intro).toContain("VALID, INVALID or UNSURE");
    expect(copy.missingLabel).toBe("Choose VALID, INVALID or UNSURE first (V / I / U).");
  });

  it("in the reveal phase: labels are final and the others' labels are shown, not hidden", () => {
    const copy = describeRaterPhase({ phase: "reveal", allowUnsure: false });
    expect(copy.intro).toContain("The reveal phase is open");
    expect(copy.intro).toContain("shows the other raters' labels");
    expect(copy.intro).not.toMatch(/hidden/);
    expect(copy.lockNote).toBe("Labels are final: the reveal phase is open.");
  });

  it("once closed: says the campaign is closed, not that the reveal is open", () => {
    const copy = describeRaterPhase({ phase: "closed", allowUnsure: false });
    expect(copy.intro).toContain("This campaign is closed");
    expect(copy.intro).not.toMatch(/hidden|reveal phase is open/);
    expect(copy.lockNote).toBe("Labels are final: the campaign is closed.");
  });

  it("says something different in every phase", () => {
    const intros = CAMPAIGN_PHASES.map(
      (phase) => describeRaterPhase({ phase, allowUnsure: false }).intro,
    );
    expect(new Set(intros).size).toBe(CAMPAIGN_PHASES.length);
  });
});
