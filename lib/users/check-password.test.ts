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
    expect(verdict("xy".repeat(128))).toEqual({ ok: true });
    expect(verdict("xy".repeat(128) + "z")).toEqual({
      ok: false,
      message: "must be at most 256 characters",
    });
  });

  it("accepts the demo and test passwords", () => {
    for (const p of [
      DEMO_PASSWORD,
      "e2e-quartz-lantern-1",
      "e2e-password-1",
      "bench-password-1",
      "password-123",
    ])
      expect(verdict(p), p).toEqual({ ok: true });
  });

  it("refuses one character repeated, whatever its length", () => {
    for (const p of ["aaaaaaaa", "ZZZZZZZZZZZZ", "  ........  ", "€".repeat(20), "x".repeat(256)])
      expect(verdict(p), p).toEqual({ ok: false, message: "must not be one character repeated" });
    expect(verdict("aaaaaaab").ok).toBe(true);
  });

  it("refuses the product's name, alone or with a few characters added", () => {
    for (const p of [
      "rubricate",
      "Rubricate",
      "RUBRICATE!",
      "rubricate2024",
      " rubricate1 ",
      "rubricaterubricate",
    ])
      expect(verdict(p), p).toEqual({
        ok: false,
        message:
          "must not be the product's name, your name or your email, nor one of them with a few characters added",
      });
    // A passphrase that merely mentions it is fine (the demo's published password is one).
    expect(verdict("rubricate-demo")).toEqual({ ok: true });
    expect(verdict("my rubricate sign-in phrase")).toEqual({ ok: true });
  });

  it("refuses the user's email, its local part and the user's name, or a word of it, with a few characters added", () => {
    const user = { email: "Alice.Wong@example.org", name: "Alice Wong" };
    for (const p of [
      "alice.wong@example.org",
      "alice.wong",
      "Alice.Wong99",
      "alice wong",
      "alicewong!",
      "wongwong1",
      "alice2024!",
    ])
      expect(checkPassword({ password: p, ...user }), p).toMatchObject({
        ok: false,
        message: expect.stringContaining("your name or your email"),
      });
    // The same words are fine for another user, and so is a real passphrase mentioning the name.
    expect(checkPassword({ password: "alice.wong99" }).ok).toBe(true);
    expect(checkPassword({ password: "alice likes long walks", ...user }).ok).toBe(true);
    // Short name parts (under 3 characters) are not context words.
    expect(checkPassword({ password: "bo-bo-bo-bo", email: "bo@x.org", name: "Bo" }).ok).toBe(true);
  });
});
