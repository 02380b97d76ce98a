import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { backoffDelay } from "./backoff-delay";
import { MAX_JUDGE_ATTEMPTS } from "./fail-judge-job";

const fixed = (value: number) => () => value;

describe("backoffDelay", () => {
  it("doubles the cap per attempt and applies equal jitter (half certain, half random)", () => {
    expect(backoffDelay({ attempt: 1, random: fixed(0.5) })).toBe(750);
    expect(backoffDelay({ attempt: 2, random: fixed(0.5) })).toBe(1500);
    expect(backoffDelay({ attempt: 3, random: fixed(0.75) })).toBe(3500);
    expect(backoffDelay({ attempt: 4, random: fixed(0) })).toBe(4000);
    expect(backoffDelay({ attempt: 2, baseMs: 300, random: fixed(0.999) })).toBe(599);
  });

  it("caps at maxMs", () => {
    // 1000 * 2^9 = 512000 → capped at 60000
    expect(backoffDelay({ attempt: 10, random: fixed(0.5) })).toBe(45_000);
    expect(backoffDelay({ attempt: 5000, maxMs: 5000, random: fixed(0) })).toBe(2500);
  });

  it("waits at least a minute in all before a job's last attempt, so a short outage is ridden out", () => {
    let least = 0;
    for (let attempt = 1; attempt < MAX_JUDGE_ATTEMPTS; attempt++)
      least += backoffDelay({ attempt, random: fixed(0) });
    expect(least).toBeGreaterThanOrEqual(60_000);
  });

  it("waits at least a positive retry-after, even above maxMs, up to 10 minutes", () => {
    expect(backoffDelay({ attempt: 1, retryAfterMs: 2000, random: fixed(0.5) })).toBe(2000);
    expect(backoffDelay({ attempt: 3, retryAfterMs: 1000, random: fixed(0.5) })).toBe(3000);
    expect(backoffDelay({ attempt: 1, retryAfterMs: 120_000, random: fixed(0.5) })).toBe(120_000);
    expect(backoffDelay({ attempt: 1, retryAfterMs: 3_600_000, random: fixed(0.5) })).toBe(600_000);
  });

  it("ignores a missing, zero or negative retry-after", () => {
    for (const retryAfterMs of [undefined, null, 0, -5, Number.NaN]) {
      expect(backoffDelay({ attempt: 1, retryAfterMs, random: fixed(0.5) })).toBe(750);
    }
  });

  it("rejects an attempt that is not a positive integer", () => {
    for (const attempt of [0, -1, 1.5, Number.NaN]) {
      expect(() => backoffDelay({ attempt })).toThrow(AppError);
    }
  });
});
