import { describe, expect, it } from "vitest";
import { chooseQueueFallback } from "./queue-fallback";

const queue = (items: [string, "pending" | "done"][]) => ({
  nextAssignmentId: items.find(([, s]) => s === "pending")?.[0] ?? null,
  items: items.map(([assignmentId, status]) => ({ assignmentId, status })),
});

describe("the item shown in place of one missing from the rater's queue", () => {
  it("waits for the queue read after the item went missing", () => {
    const q = queue([["a", "pending"]]);
    expect(chooseQueueFallback({ missingId: "x", queue: q, fresh: false })).toEqual({
      kind: "wait",
    });
    expect(chooseQueueFallback({ missingId: "x", queue: undefined, fresh: true })).toEqual({
      kind: "wait",
    });
  });

  it("is the fresh queue's next unlabelled item, never a labelled one", () => {
    const q = queue([
      ["a", "done"],
      ["b", "done"],
      ["c", "pending"],
    ]);
    expect(chooseQueueFallback({ missingId: "x", queue: q, fresh: true })).toEqual({
      kind: "go",
      assignmentId: "c",
    });
  });

  it("is never the missing item itself, even when a queue still names it", () => {
    const q = queue([
      ["x", "pending"],
      ["y", "pending"],
    ]);
    expect(chooseQueueFallback({ missingId: "x", queue: q, fresh: true })).toEqual({
      kind: "go",
      assignmentId: "y",
    });
    expect(
      chooseQueueFallback({ missingId: "x", queue: queue([["x", "pending"]]), fresh: true }),
    ).toEqual({ kind: "none" });
  });

  it("is nothing when every item left is labelled, or the queue is empty", () => {
    const done = queue([
      ["a", "done"],
      ["b", "done"],
    ]);
    expect(chooseQueueFallback({ missingId: "x", queue: done, fresh: true })).toEqual({
      kind: "none",
    });
    expect(chooseQueueFallback({ missingId: "x", queue: queue([]), fresh: true })).toEqual({
      kind: "none",
    });
  });
});
