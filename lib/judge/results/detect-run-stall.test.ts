import { describe, expect, it } from "vitest";
import { detectRunStall } from "./detect-run-stall";

const now = new Date("2026-11-23T12:00:00Z");
const ago = (s: number) => new Date(now.getTime() - s * 1000);
const base = {
  status: "running",
  pending: 91,
  running: 16,
  liveRunning: 16,
  lastProgressAt: ago(10),
  nextAttemptAt: ago(60),
  now,
  stallAfterMs: 120_000,
};

describe("detectRunStall", () => {
  it("is quiet while results keep coming, and for closed or finished runs", () => {
    expect(detectRunStall(base).stall).toBeNull();
    expect(
      detectRunStall({ ...base, status: "completed", lastProgressAt: ago(3600) }).stall,
    ).toBeNull();
    expect(
      detectRunStall({ ...base, pending: 0, running: 0, lastProgressAt: ago(3600) }).stall,
    ).toBeNull();
  });

  it("reports the audit's stall: jobs held, no result for longer than the deadline", () => {
    const { stall } = detectRunStall({ ...base, lastProgressAt: ago(40 * 60) });
    expect(stall).toMatchObject({ reason: "no-progress", idleMs: 40 * 60_000 });
    expect(stall!.message).toMatch(/no result for 40m 00s while 16 jobs are held/);
    expect(detectRunStall({ ...base, lastProgressAt: ago(119) }).stall).toBeNull();
  });

  it("reports due work that no worker takes after 30 s", () => {
    const idle = { ...base, running: 0, liveRunning: 0 };
    expect(detectRunStall({ ...idle, lastProgressAt: ago(29) }).stall).toBeNull();
    expect(detectRunStall({ ...idle, lastProgressAt: ago(31) }).stall).toMatchObject({
      reason: "no-worker",
    });
    expect(
      detectRunStall({ ...idle, status: "queued", lastProgressAt: ago(31) }).stall!.message,
    ).toMatch(/rubricate worker/);
  });

  it("is no stall while every open job waits for its retry", () => {
    const waiting = detectRunStall({
      ...base,
      running: 0,
      liveRunning: 0,
      lastProgressAt: ago(600),
      nextAttemptAt: new Date(now.getTime() + 5000),
    });
    expect(waiting).toEqual({ stall: null, waitingUntil: new Date(now.getTime() + 5000) });
  });
});
