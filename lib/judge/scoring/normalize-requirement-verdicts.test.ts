import { describe, expect, it } from "vitest";
import { normalizeRequirementVerdicts } from "./normalize-requirement-verdicts";
import { parseRequirementVerdicts } from "./parse-requirement-verdicts";
import { readRequirements } from "./read-requirements";

const v = (index: number, met: boolean, note = "n") => ({ index, met, note });

describe("normalizeRequirementVerdicts", () => {
  it("keeps indices 1…count, the first answer per index, trimmed notes, in index order", () => {
    expect(
      normalizeRequirementVerdicts({
        verdicts: [
          v(3, true, " c "),
          v(0, true),
          v(1, false),
          v(4, true),
          v(1, true),
          v(2.5, true),
        ],
        count: 3,
      }),
    ).toEqual([v(1, false), v(3, true, "c")]);
  });
  it("has nothing to keep for a rubric without requirements", () => {
    expect(normalizeRequirementVerdicts({ verdicts: [v(1, true)], count: 0 })).toEqual([]);
  });
});

describe("readRequirements", () => {
  it("counts the rubric's checklist items; null for an answer without requirements", () => {
    const rubric = "## Requirements\n- [ ] a\n- [x] b\n* [ ] c\nnot an item";
    expect(
      readRequirements({ answer: { requirements: [v(3, true), v(4, false)] }, rubric }),
    ).toEqual([v(3, true)]);
    expect(readRequirements({ answer: { label: "VALID" }, rubric })).toBeNull();
  });
});

describe("parseRequirementVerdicts", () => {
  it("parses the column, null stays null, and refuses another shape", () => {
    expect(parseRequirementVerdicts({ text: '[{"index":1,"met":true,"note":"x"}]' })).toEqual([
      v(1, true, "x"),
    ]);
    expect(parseRequirementVerdicts({ text: null })).toBeNull();
    expect(() => parseRequirementVerdicts({ text: '[{"index":"1"}]' })).toThrow(
      /JudgeResult.requirements holds JSON of another shape/,
    );
    expect(() => parseRequirementVerdicts({ text: "nope" })).toThrow(/does not hold JSON/);
  });
});
