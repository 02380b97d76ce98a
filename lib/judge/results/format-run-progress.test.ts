import { describe, expect, it } from "vitest";
import { formatRunProgress } from "./format-run-progress";

describe("formatRunProgress", () => {
  it("fills the bar by processed share and shows failures and ETA", () => {
    expect(formatRunProgress({ done: 3, failed: 1, total: 8, etaSeconds: 65, width: 10 })).toBe(
      "[#####.....]  50%  3/8 done · 1 failed · ETA 1m 05s",
    );
  });
  it("is full and has no ETA when finished; an empty run counts as finished", () => {
    expect(formatRunProgress({ done: 4, failed: 0, total: 4, etaSeconds: null, width: 4 })).toBe(
      "[####] 100%  4/4 done",
    );
    expect(formatRunProgress({ done: 0, failed: 0, total: 0, etaSeconds: null, width: 2 })).toBe(
      "[##] 100%  0/0 done",
    );
  });
  it("shows hours for long runs", () => {
    expect(
      formatRunProgress({ done: 0, failed: 0, total: 10, etaSeconds: 3 * 3600 + 120, width: 2 }),
    ).toContain("ETA 3h 02m");
  });
  it("shows a stall instead of the ETA", () => {
    expect(
      formatRunProgress({
        done: 82,
        failed: 0,
        total: 189,
        etaSeconds: 12,
        stall: "Stalled: no result for 40m 00s",
        width: 2,
      }),
    ).toBe("[#.]  43%  82/189 done · Stalled: no result for 40m 00s");
  });
});
