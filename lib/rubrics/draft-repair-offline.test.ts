import { describe, expect, it } from "vitest";
import { draftRepairOffline, OFFLINE_REPAIR_HEADING } from "./draft-repair-offline";

describe("draftRepairOffline", () => {
  it("keeps the rubric and appends one labelled candidate item per disagreement", () => {
    const rubric = "# Rubric\n- keep me";
    const r = draftRepairOffline({
      rubric,
      disagreements: [
        {
          patchId: "P1",
          judgeLabel: "INVALID",
          judgeJustification: "does not match the fix",
          consensusLabel: "VALID",
          consensusThemes: ["unnecessary_changes"],
          consensusNotes: "an equivalent\nbound check",
          raters: [
            { label: "VALID", justification: "checks len first" },
            { label: "VALID", justification: "" },
          ],
        },
      ],
    });
    expect(r.rubric.startsWith(`${rubric}\n`)).toBe(true);
    expect(r.rubric).toContain(OFFLINE_REPAIR_HEADING);
    expect(r.rubric).toContain(
      "- [P1: humans VALID, judge INVALID] consensus notes: an equivalent bound check; rater (VALID): checks len first\n",
    );
    expect(r.edits).toHaveLength(1);
    expect(r.edits[0]!.theme).toBe("superfluous_constraints");
    expect(r.edits[0]!.justification).toMatch(/^Offline repair proposal \(no LLM\)/);
    expect(r.edits[0]!.justification).toContain("does not match the fix");
  });
});
