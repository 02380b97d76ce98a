import { describe, expect, it } from "vitest";
import { labelFieldPath } from "./label-field-path";

describe("labelFieldPath", () => {
  it("names the fields the forms label differently", () => {
    expect(labelFieldPath({ path: "raterIds" })).toBe("Raters");
    expect(labelFieldPath({ path: "adjudicatorIds" })).toBe("Adjudicators");
    expect(labelFieldPath({ path: "selection" })).toBe("Patches");
    expect(labelFieldPath({ path: "selection.runId" })).toBe("Judge run");
    expect(labelFieldPath({ path: "(body)" })).toBe("Request");
  });

  it("spells out any other camelCase path in words, without ids or array indexes", () => {
    expect(labelFieldPath({ path: "ratersPerPatch" })).toBe("Raters per patch");
    expect(labelFieldPath({ path: "selection.bugTypes.2" })).toBe("Bug types");
    expect(labelFieldPath({ path: "specWriterId" })).toBe("Spec writer");
    expect(labelFieldPath({ path: "raterIds.0" })).toBe("Raters");
    expect(labelFieldPath({ path: "name" })).toBe("Name");
    expect(labelFieldPath({ path: "id" })).toBe("Id");
  });

  it("numbers a list item's field as the form does, from 1", () => {
    expect(labelFieldPath({ path: "rules.1.text" })).toBe("Rule 2");
    expect(labelFieldPath({ path: "rules.0.verdict" })).toBe("Verdict hint of rule 1");
    expect(labelFieldPath({ path: "rules.text" })).toBe("Rule");
  });
});
