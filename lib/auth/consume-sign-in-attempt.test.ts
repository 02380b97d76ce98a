import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { consumeSignInAttempt } from "./consume-sign-in-attempt";

describe("consumeSignInAttempt", () => {
  it("allows max attempts per account and window, then refuses until the window passes", async () => {
    const t0 = 1_000_000;
    const attempt = (email: string, now: number) => consumeSignInAttempt({ email, max: 3, windowSeconds: 60, now });
    expect([await attempt("A@x.org", t0), await attempt("a@x.org", t0 + 1), await attempt("a@x.org", t0 + 2)]).toEqual([true, true, true]);
    expect(await attempt("a@x.org", t0 + 3)).toBe(false);
    expect(await attempt("b@x.org", t0 + 3)).toBe(true);
    expect(await attempt("a@x.org", t0 + 61_000)).toBe(true);
  });
});
