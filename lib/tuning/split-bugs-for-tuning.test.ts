import { describe, expect, it } from "vitest";
import { splitBugsForTuning } from "./split-bugs-for-tuning";

const bugs = Array.from({ length: 10 }, (_, i) => `bug-${i}`);

describe("splitBugsForTuning", () => {
  it("puts every bug on exactly one side, the held-out share rounded", () => {
    const split = splitBugsForTuning({ bugIds: bugs, seed: 7, heldOutShare: 0.3 });
    expect(split.heldOutBugIds).toHaveLength(3);
    expect(split.tuningBugIds).toHaveLength(7);
    expect([...split.heldOutBugIds, ...split.tuningBugIds].sort()).toEqual([...bugs].sort());
  });

  it("is the same split for the same seed whatever the order, and another for another seed", () => {
    const a = splitBugsForTuning({ bugIds: bugs, seed: 7, heldOutShare: 0.5 });
    const b = splitBugsForTuning({ bugIds: [...bugs].reverse(), seed: 7, heldOutShare: 0.5 });
    expect(b).toEqual(a);
    const others = [1, 2, 3, 4, 5].map(
      (seed) => splitBugsForTuning({ bugIds: bugs, seed, heldOutShare: 0.5 }).heldOutBugIds,
    );
    expect(others.some((ids) => ids.join() !== a.heldOutBugIds.join())).toBe(true);
  });

  it("keeps at least one bug on each side", () => {
    expect(splitBugsForTuning({ bugIds: ["a", "b"], seed: 1, heldOutShare: 0.9 })).toEqual(
      expect.objectContaining({
        heldOutBugIds: expect.any(Array),
        tuningBugIds: expect.any(Array),
      }),
    );
    const tiny = splitBugsForTuning({ bugIds: ["a", "b", "a"], seed: 1, heldOutShare: 0.1 });
    expect(tiny.heldOutBugIds).toHaveLength(1);
    expect(tiny.tuningBugIds).toHaveLength(1);
  });

  it("refuses a campaign with fewer than two bugs", () => {
    expect(() => splitBugsForTuning({ bugIds: ["a", "a"], seed: 1, heldOutShare: 0.5 })).toThrow(
      /at least two bugs/,
    );
  });
});
