import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { consumeSignInAttempt } from "./consume-sign-in-attempt";
import { refundSignInAttempt } from "./refund-sign-in-attempt";

describe("consumeSignInAttempt", () => {
  it("allows max attempts per account and window, then refuses until the window passes", async () => {
    const t0 = 1_000_000;
    let n = 0;
    // A new address each time, so only the account's limit counts.
    const attempt = (email: string, now: number) =>
      consumeSignInAttempt({ email, address: `acct-${++n}`, max: 3, windowSeconds: 60, now });
    expect([
      await attempt("A@x.org", t0),
      await attempt("a@x.org", t0 + 1),
      await attempt("a@x.org", t0 + 2),
    ]).toEqual([true, true, true]);
    expect(await attempt("a@x.org", t0 + 3)).toBe(false);
    expect(await attempt("b@x.org", t0 + 3)).toBe(true);
    expect(await attempt("a@x.org", t0 + 61_000)).toBe(true);
  });

  it("allows max attempts per client address over any accounts, then refuses", async () => {
    const t0 = 2_000_000;
    let n = 0;
    const attempt = (address: string, now: number) =>
      consumeSignInAttempt({ email: `u${++n}@x.org`, address, max: 2, windowSeconds: 60, now });
    expect([await attempt("203.0.113.9", t0), await attempt("203.0.113.9", t0 + 1)]).toEqual([
      true,
      true,
    ]);
    expect(await attempt("203.0.113.9", t0 + 2)).toBe(false);
    expect(await attempt("203.0.113.10", t0 + 2)).toBe(true);
    expect(await attempt("203.0.113.9", t0 + 61_000)).toBe(true);
  });

  it("without a known address only the account counts; a refund gives an attempt back to both buckets", async () => {
    const t0 = 3_000_000;
    const attempt = (email: string, address: string | null) =>
      consumeSignInAttempt({ email, address, max: 2, windowSeconds: 60, now: t0 });
    const refund = (email: string, address: string | null) =>
      refundSignInAttempt({ email, address, windowSeconds: 60, now: t0 });
    for (let i = 0; i < 10; i++) expect(await attempt(`spray-${i}@x.org`, null)).toBe(true);
    expect([
      await attempt("c@x.org", "198.51.100.1"),
      await attempt("c@x.org", "198.51.100.1"),
    ]).toEqual([true, true]);
    await refund("c@x.org", "198.51.100.1");
    expect(await attempt("c@x.org", "198.51.100.1")).toBe(true);
    expect(await attempt("c@x.org", "198.51.100.1")).toBe(false);
    // Refunds never go below zero: many of them do not buy extra attempts.
    for (let i = 0; i < 5; i++) await refund("d@x.org", null);
    expect([
      await attempt("d@x.org", null),
      await attempt("d@x.org", null),
      await attempt("d@x.org", null),
    ]).toEqual([true, true, false]);
  });

  it("counts every one of N parallel attempts (each a transaction of its own) and allows exactly max", async () => {
    // On PostgreSQL each attempt's count was read, computed here and written back under READ
    // COMMITTED: parallel attempts read the same count and overwrote each other's.
    const t0 = 4_000_000;
    const N = 24;
    const MAX = 10;
    const attempt = () =>
      consumeSignInAttempt({
        email: "race@x.org",
        address: "192.0.2.50",
        max: MAX,
        windowSeconds: 60,
        now: t0,
      });
    const allowed = await Promise.all(Array.from({ length: N }, attempt));
    expect(allowed.filter(Boolean)).toHaveLength(MAX);
    const rows = await prisma.rateLimit.findMany({
      where: { key: { in: ["sign-in-account|race@x.org", "sign-in-address|192.0.2.50"] } },
      select: { count: true },
    });
    expect(rows.map((r) => r.count)).toEqual([N, N]);
    // Refunds running beside more attempts are kept too (a decrement, never overwritten).
    await Promise.all([
      ...Array.from({ length: 6 }, () =>
        refundSignInAttempt({
          email: "race@x.org",
          address: "192.0.2.50",
          windowSeconds: 60,
          now: t0,
        }),
      ),
      ...Array.from({ length: 6 }, attempt),
    ]);
    const after = await prisma.rateLimit.findMany({
      where: { key: { in: ["sign-in-account|race@x.org", "sign-in-address|192.0.2.50"] } },
      select: { count: true },
    });
    expect(after.map((r) => r.count)).toEqual([N, N]);
  });
});
