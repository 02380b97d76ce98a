import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { backoffDelay } from "./backoff-delay";

const fixed = (value: number) => () => value;

describe("backoffDelay", () => {
  it("doubles the cap per attempt and applies full jitter", () => {
    expect(backoffDelay({ attempt: 1, random: fixed(0.5) })).toBe(500);
    expect(backoffDelay({ attempt: 2, random: fixed(0.5) })).toBe(1000);
    expect(backoffDelay({ attempt: 3, random: fixed(0.75) })).toBe(3000);
    expect(backoffDelay({ attempt: 4, random: fixed(0) })).toBe(0);
    expect(backoffDelay({ attempt: 2, baseMs: 300, random: fixed(0.999) })).toBe(599);
  });

  it("caps at maxMs", () => {
    // 1000 * 2^9 = 512000 → capped at 60000
    expect(backoffDelay({ attempt: 10, random: fixed(0.5) })).toBe(30_000);
    expect(backoffDelay({ attempt: 5000, maxMs: 5000, random: fixed(0.5) })).toBe(2500);
  });

  it("waits at least a positive retry-after, even above maxMs, up to 10 minutes", () => {
    expect(backoffDelay({ attempt: 1, retryAfterMs: 2000, random: fixed(0.5) })).toBe(2000);
    expect(backoffDelay({ attempt: 3, retryAfterMs: 1000, random: fixed(0.5) })).toBe(2000);
    expect(backoffDelay({ attempt: 1, retryAfterMs: 120_000, random: fixed(0.5) })).toBe(120_000);
    expect(backoffDelay({ attempt: 1, retryAfterMs: 3_600_000, random: fixed(0.5) })).toBe(600_000);
  });

  it("ignores a missing, zero or negative retry-after", () => {
    for (const retryAfterMs of [undefined, null, 0, -5, Number.NaN]) {
      expect(backoffDelay({ attempt: 1, retryAfterMs, random: fixed(0.5) })).toBe(500);
    }
  });

  it("rejects an attempt that is not a positive integer", () => {
    for (const attempt of [0, -1, 1.5, Number.NaN]) {
      expect(() => backoffDelay({ attempt })).toThrow(AppError);
    }
  });
});
