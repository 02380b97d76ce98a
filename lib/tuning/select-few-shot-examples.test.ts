import { describe, expect, it } from "vitest";
import { selectFewShotExamples, type TFewShotCandidate } from "./select-few-shot-examples";

const c = (
  patchId: string,
  bugId: string,
  label: "VALID" | "INVALID",
  judgeLabel: string | null,
  method: "adjudicated" | "unanimous" = "unanimous",
): TFewShotCandidate => ({ patchId, bugId, label, judgeLabel, method });

const candidates = [
  // Tuning bugs t1..t3: disagreements with the base run, adjudicated ones, agreed unanimous ones.
  c("p1", "t1", "VALID", "INVALID"),
  c("p2", "t1", "INVALID", "VALID"),
  c("p3", "t2", "INVALID", "VALID"),
  c("p4", "t2", "INVALID", "INVALID", "adjudicated"),
  c("p5", "t3", "VALID", "VALID", "adjudicated"),
  c("p6", "t3", "VALID", "VALID"),
  c("p7", "t3", "INVALID", null),
  // Held-out bug h1: disagreements and adjudications that must never be chosen.
  c("h1a", "h1", "VALID", "INVALID", "adjudicated"),
  c("h1b", "h1", "INVALID", "VALID"),
];
const tuningBugIds = ["t1", "t2", "t3"];

describe("selectFewShotExamples", () => {
  it("chooses only tuning-part patches that disagreed or were adjudicated, disagreements first", () => {
    const chosen = selectFewShotExamples({ candidates, tuningBugIds, count: 8, seed: 3 });
    const ids = chosen.map((e) => e.patchId);
    expect(ids.sort()).toEqual(["p1", "p2", "p3", "p4", "p5"]);
    expect(chosen.some((e) => e.bugId === "h1")).toBe(false);
    const small = selectFewShotExamples({ candidates, tuningBugIds, count: 2, seed: 3 });
    expect(small.map((e) => e.source)).toEqual(["judge_disagreement", "judge_disagreement"]);
    expect(
      new Set(
        selectFewShotExamples({ candidates, tuningBugIds, count: 4, seed: 3 }).map((e) => e.source),
      ),
    ).toEqual(new Set(["judge_disagreement", "adjudicated"]));
  });

  it("balances VALID and INVALID where possible", () => {
    const chosen = selectFewShotExamples({ candidates, tuningBugIds, count: 4, seed: 11 });
    expect(chosen.filter((e) => e.label === "VALID")).toHaveLength(2);
    expect(chosen.filter((e) => e.label === "INVALID")).toHaveLength(2);
    // Only one VALID candidate besides p1 and p5: the rest is filled with INVALID ones.
    const five = selectFewShotExamples({ candidates, tuningBugIds, count: 5, seed: 11 });
    expect(five.filter((e) => e.label === "VALID")).toHaveLength(2);
    expect(five).toHaveLength(5);
  });

  it("is deterministic for a seed whatever the input order", () => {
    const a = selectFewShotExamples({ candidates, tuningBugIds, count: 3, seed: 42 });
    const b = selectFewShotExamples({
      candidates: [...candidates].reverse(),
      tuningBugIds: [...tuningBugIds].reverse(),
      count: 3,
      seed: 42,
    });
    expect(b).toEqual(a);
    const many = [1, 2, 3, 4, 5, 6, 7, 8].map(
      (seed) => selectFewShotExamples({ candidates, tuningBugIds, count: 1, seed })[0]!.patchId,
    );
    expect(new Set(many).size).toBeGreaterThan(1);
  });

  it("without a base run uses only adjudicated patches, and finds nothing when there are none", () => {
    const noRun = candidates.map((x) => ({ ...x, judgeLabel: null }));
    expect(
      selectFewShotExamples({ candidates: noRun, tuningBugIds, count: 8, seed: 1 })
        .map((e) => e.patchId)
        .sort(),
    ).toEqual(["p4", "p5"]);
    expect(
      selectFewShotExamples({ candidates: noRun, tuningBugIds: ["t1"], count: 8, seed: 1 }),
    ).toEqual([]);
  });
});
