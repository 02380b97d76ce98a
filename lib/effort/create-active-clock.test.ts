import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActiveClock } from "./create-active-clock";

describe("createActiveClock", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());
  const clock = (visible = true) =>
    createActiveClock({ now: () => Date.now(), visible, idleMs: 60_000 });

  it("counts time while the user keeps acting", () => {
    const c = clock();
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(30_000);
      c.activity();
    }
    expect(c.take()).toBe(300_000);
  });

  it("stops counting 60 s after the last activity and resumes at the next", () => {
    const c = clock();
    vi.advanceTimersByTime(10_000);
    c.activity(); // active until 70 s
    vi.advanceTimersByTime(20 * 60_000); // away for 20 minutes
    expect(c.take()).toBe(70_000);
    c.activity(); // back at 1210 s
    vi.advanceTimersByTime(5_000);
    expect(c.take()).toBe(5_000);
  });

  it("counts nothing while the page is hidden, and a return counts as activity", () => {
    const c = clock();
    vi.advanceTimersByTime(5_000);
    c.visibility(false);
    vi.advanceTimersByTime(30_000);
    c.activity(); // a hidden page gets no keys; even so it does not count
    vi.advanceTimersByTime(30_000);
    c.visibility(true);
    vi.advanceTimersByTime(2_000);
    expect(c.take()).toBe(7_000);
  });

  it("a clock made on a hidden page starts at zero", () => {
    const c = clock(false);
    vi.advanceTimersByTime(90_000);
    expect(c.take()).toBe(0);
  });

  it("take starts again from zero; giveBack restores what a failed save took", () => {
    const c = clock();
    vi.advanceTimersByTime(4_000);
    const taken = c.take();
    expect(taken).toBe(4_000);
    expect(c.take()).toBe(0);
    c.giveBack(taken);
    c.giveBack(-5);
    vi.advanceTimersByTime(1_000);
    expect(c.take()).toBe(5_000);
  });
});
