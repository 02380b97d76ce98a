import { describe, expect, it } from "vitest";
import { findLoginNotice } from "./find-login-notice";

describe("findLoginNotice", () => {
  it("words each notice a redirect asks for", () => {
    expect(findLoginNotice({ value: "password-changed" })).toBe(
      "Password changed. Sign in with the new one.",
    );
    expect(findLoginNotice({ value: "session-ended" })).toBe(
      "Your session has ended. Sign in again.",
    );
    expect(findLoginNotice({ value: "invite-accepted" })).toMatch(/^Your account is ready\./);
  });

  it("shows nothing for an unknown, repeated or missing notice", () => {
    for (const value of [undefined, "", "nope", "Session-Ended", ["session-ended", "x"]])
      expect(findLoginNotice({ value })).toBeNull();
  });

  it("never hands back what every object inherits", () => {
    for (const value of [
      "__proto__",
      "toString",
      "constructor",
      "hasOwnProperty",
      "valueOf",
      "__defineGetter__",
    ])
      expect(findLoginNotice({ value })).toBeNull();
  });
});
