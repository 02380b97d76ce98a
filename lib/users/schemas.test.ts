import { describe, expect, it } from "vitest";
import { ZCreateUser, ZPasswordField } from "./schemas";

const fields = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join(".")) ?? [];

describe("the password rule with the user's email and name", () => {
  it("ZCreateUser refuses a password that is the user's email, local part or name, on the password field", () => {
    for (const password of ["ann.lee@example.org", "ann.lee2024", "Ann Lee!!", "leelee12"]) {
      const result = ZCreateUser.safeParse({
        email: "Ann.Lee@example.org",
        name: "Ann Lee",
        password,
      });
      expect(fields(result), password).toEqual(["password"]);
      expect(result.error!.issues[0]!.message).toContain("your name or your email");
    }
    expect(
      ZCreateUser.safeParse({
        email: "ann.lee@example.org",
        name: "Ann Lee",
        password: "quartz lantern",
      }).success,
    ).toBe(true);
  });

  it("reports each bad field once: a password failing without context is not reported again", () => {
    expect(fields(ZCreateUser.safeParse({ email: "bad", name: "", password: "x" }))).toEqual([
      "email",
      "name",
      "password",
    ]);
  });

  it("ZPasswordField applies the same rule where the user is known (set-password, create-user)", () => {
    expect(
      fields(
        ZPasswordField.safeParse({ password: "Ann Lee 1", email: "a@x.org", name: "Ann Lee" }),
      ),
    ).toEqual(["password"]);
    expect(ZPasswordField.safeParse({ password: "Ann Lee 1" }).success).toBe(true);
  });
});
