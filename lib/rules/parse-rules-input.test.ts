import { describe, expect, it } from "vitest";
import { formatRulesText } from "./format-rules-text";
import { parseRulesInput } from "./parse-rules-input";
import { ZSaveProjectRules } from "./schemas";

describe("parseRulesInput", () => {
  it("reads one rule per line, skipping blanks and comments, with a trailing verdict hint", () => {
    const body = parseRulesInput({
      text: "# project rules\n\nUnrelated changes make a patch wrong. [INVALID]\r\n  Tests may change.  \n",
    });
    expect(ZSaveProjectRules.parse(body).rules).toEqual([
      { text: "Unrelated changes make a patch wrong.", verdict: "INVALID" },
      { text: "Tests may change.", verdict: null },
    ]);
  });

  it("reads JSON: an array of strings or rules, or an object with a note", () => {
    expect(parseRulesInput({ text: '["a", {"text": "b", "verdict": "VALID"}]' }).rules).toEqual([
      { text: "a" },
      { text: "b", verdict: "VALID" },
    ]);
    const body = ZSaveProjectRules.parse(parseRulesInput({ text: '{"rules":["a"],"note":"n"}' }));
    expect(body).toEqual({ rules: [{ text: "a", verdict: null }], note: "n" });
  });

  it("names what is wrong: bad JSON, no rules array, no rule at all", () => {
    expect(() => parseRulesInput({ text: "[1," })).toThrow(/^rules: not valid JSON/);
    expect(() => parseRulesInput({ text: '{"note":"x"}' })).toThrow(/needs a `rules` array/);
    const empty = ZSaveProjectRules.safeParse(parseRulesInput({ text: "# only a comment\n" }));
    expect(empty.error?.issues[0]).toMatchObject({ path: ["rules"] });
  });
});

describe("formatRulesText", () => {
  const v = (version: number, note = "") => ({
    version,
    rules: [{ text: "Keep it minimal.", verdict: "INVALID" as const }],
    note,
    createdAt: "2026-11-27T05:30:00.000Z",
    createdBy: version === 1 ? null : { name: "Lead" },
  });
  it("prints the current version with its numbered rules, or the history one line per version", () => {
    expect(formatRulesText({ versions: [v(2, "minimal")] })).toBe(
      "Project rules v2  1 rule  2026-11-27 05:30 UTC  Lead  — minimal\n" +
        "1. Keep it minimal. (When it applies: INVALID.)",
    );
    expect(formatRulesText({ versions: [v(2), v(1)], history: true }).split("\n")).toEqual([
      "v2  1 rule  2026-11-27 05:30 UTC  Lead",
      "v1  1 rule  2026-11-27 05:30 UTC  (command line)",
    ]);
    expect(formatRulesText({ versions: [] })).toBe("No project rules yet.");
  });
});
