import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/lib/seed/demo-accounts";
import { checkPassword } from "./check-password";

const verdict = (password: string) => checkPassword({ password });

describe("checkPassword", () => {
  it("refuses passwords shorter than 8 characters, counting characters rather than bytes", () => {
    expect(verdict("s3cr€t!")).toEqual({ ok: false, message: "must be at least 8 characters" });
    expect(verdict("")).toMatchObject({ ok: false });
    expect(verdict("ünïcødé🙂x").ok).toBe(true);
  });

  it("refuses passwords that are only whitespace", () => {
    for (const p of [" ".repeat(8), "\t".repeat(10), " \n ".repeat(4)])
      expect(verdict(p)).toEqual({ ok: false, message: "must not be only spaces" });
  });

  it("refuses common passwords from the breach list, whatever their case and surrounding spaces", () => {
    for (const p of [
      "password",
      "12345678",
      "PassWord",
      "  password  ",
      "iloveyou",
      "qwertyuiop",
      "password1",
      "123456789",
    ]) {
      expect(verdict(p), p).toMatchObject({
        ok: false,
        message: expect.stringContaining("most common passwords"),
      });
    }
  });

  it("accepts a passphrase, long ones up to 256 characters, and no composition rules", () => {
    expect(verdict("correct horse battery staple")).toEqual({ ok: true });
    expect(verdict("lowercase only but long enough")).toEqual({ ok: true });
    expect(verdict("a".repeat(64) + " and more words")).toEqual({ ok: true });
    expect(verdict("x".repeat(256))).toEqual({ ok: true });
    expect(verdict("x".repeat(257))).toEqual({
      ok: false,
      message: "must be at most 256 characters",
    });
  });

  it("accepts the demo and test passwords", () => {
    for (const p of [DEMO_PASSWORD, "e2e-password-1", "bench-password-1", "password-123"])
      expect(verdict(p), p).toEqual({ ok: true });
  });
});
