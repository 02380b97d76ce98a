import { describe, expect, it } from "vitest";
import { bugTypeKnowledge } from "./bug-type-knowledge";

/** The first requirement identifies which entry matched. */
function first(bugType: string | null): string | undefined {
  return bugTypeKnowledge({ bugType })?.requirements[0];
}

describe("bugTypeKnowledge", () => {
  it("returns null for a missing or unknown type", () => {
    expect(bugTypeKnowledge({ bugType: null })).toBeNull();
    expect(bugTypeKnowledge({ bugType: "  " })).toBeNull();
    expect(bugTypeKnowledge({ bugType: "Cosmic ray" })).toBeNull();
  });

  it("matches the memory-safety kinds case-insensitively on substrings", () => {
    const bounds = first("heap-buffer-overflow");
    expect(bounds).toMatch(/within the object/);
    for (const t of [
      "Heap-buffer-overflow",
      "stack-buffer-overflow READ 4",
      "global-buffer-overflow",
      "Index-out-of-bounds",
      "ArrayIndexOutOfBoundsException",
    ]) {
      expect(first(t), t).toBe(bounds);
    }
    const lifetime = first("use-after-free");
    expect(lifetime).toMatch(/after its lifetime ends/);
    expect(first("heap-use-after-free")).toBe(lifetime);
    expect(first("Double-free")).toBe(lifetime);
    expect(first("Use-of-uninitialized-value")).toMatch(/set on every path before it is read/);
    expect(first("Memory leak")).toMatch(/released exactly once on every path/);
  });

  it("tells integer overflow apart from buffer overflow", () => {
    expect(first("Integer Overflow")).toMatch(/cannot overflow or wrap/);
    expect(first("signed-integer-overflow")).toMatch(/cannot overflow or wrap/);
  });

  it("covers concurrency, null, assertion, exception and wrong-result bugs", () => {
    const race = bugTypeKnowledge({ bugType: "Data race" });
    expect(race?.requirements).toContain(
      "Every access to the shared state is protected by the same lock or made atomic, on the reading side as well as the writing side.",
    );
    expect(race?.unacceptable.join("\n")).toMatch(/lock on only one side of the race/);
    expect(race?.unacceptable.join("\n")).toMatch(/sleeps or retries/);
    expect(first("NULL Pointer Dereference")).toMatch(/missing \(null\) value/);
    expect(first("NullPointerException")).toMatch(/missing \(null\) value/);
    expect(first("Assertion failure")).toMatch(/invariant the assertion states/);
    expect(first("Uncaught exception")).toMatch(/raised the exception/);
    expect(first("Incorrect result")).toMatch(/specified result/);
  });

  it("warns against silencing the sanitizer for uninitialized values", () => {
    const k = bugTypeKnowledge({ bugType: "use-of-uninitialized-value" });
    expect(k?.unacceptable[0]).toMatch(
      /^Initializes to an arbitrary constant only to silence the sanitizer when the value should come from elsewhere/,
    );
  });

  it("returns copies that callers may change", () => {
    bugTypeKnowledge({ bugType: "Data race" })?.requirements.push("changed");
    expect(bugTypeKnowledge({ bugType: "Data race" })?.requirements).not.toContain("changed");
  });
});
