import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "better-auth/crypto";
import { POST } from "@/app/api/auth/[...all]/route";
import { prisma } from "@/lib/db/client";
import { createUser } from "@/lib/users/create-user";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

delete process.env.APP_URL;
const ORIGIN = "http://localhost:3000";
const post = (path: string, body: unknown, cookie = "") =>
  POST(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ORIGIN,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );

describe("better-auth's change-password", () => {
  it("applies the app's password rule: a common or blank new password is refused, a passphrase is set", async () => {
    await createUser({
      input: {
        email: "pw@auth.test",
        name: "Pat Wheeler",
        password: "first-horse-battery",
        isAdmin: false,
        projectRoles: [],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    const signIn = await post("/sign-in/email", {
      email: "pw@auth.test",
      password: "first-horse-battery",
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    // Common, blank, one character repeated, the product's name, the user's own email and name.
    for (const newPassword of [
      "password",
      "12345678",
      " ".repeat(12),
      "aaaaaaaa",
      "rubricate",
      "pw@auth.test",
      "Pat Wheeler1",
    ]) {
      const res = await post(
        "/change-password",
        { currentPassword: "first-horse-battery", newPassword },
        cookie,
      );
      expect(res.status, newPassword).toBe(400);
      expect((await res.json()).message, newPassword).toMatch(/^newPassword: /);
    }
    const hashOf = async () =>
      (await prisma.account.findFirstOrThrow({ where: { user: { email: "pw@auth.test" } } }))
        .password!;
    expect(await verifyPassword({ hash: await hashOf(), password: "first-horse-battery" })).toBe(
      true,
    );
    const ok = await post(
      "/change-password",
      { currentPassword: "first-horse-battery", newPassword: "second staple of the horse" },
      cookie,
    );
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(
      await verifyPassword({ hash: await hashOf(), password: "second staple of the horse" }),
    ).toBe(true);
  });
});
