import "@/lib/test/test-db";
import { NextRequest } from "next/server";
import { verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { GET as getMe, PATCH as patchMe } from "@/app/api/me/route";
import { POST as postPassword } from "@/app/api/me/password/route";
import { getAuth } from "@/lib/auth/auth";
import { prisma } from "@/lib/db/client";
import { createUser } from "./create-user";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

const ORIGIN = "http://localhost:3000";
delete process.env.APP_URL;
const noParams = { params: Promise.resolve({}) };

async function signIn(
  email: string,
  password: string,
): Promise<{ status: number; cookie: string }> {
  const res = await getAuth().api.signInEmail({
    body: { email, password },
    asResponse: true,
    headers: new Headers({ origin: ORIGIN }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { status: res.status, cookie };
}

const send = async (
  handler: typeof postPassword,
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
) => {
  const res = await handler(
    new NextRequest(`${ORIGIN}${path}`, {
      method,
      headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    noParams,
  );
  return { status: res.status, body: await res.json() };
};

async function makeUser(email: string, name: string, password: string) {
  return createUser({
    input: { email, name, password, isAdmin: false, projectRoles: [] },
    actorId: null,
    hashPassword: reusePasswordHash,
  });
}

const hashOf = async (userId: string) =>
  (await prisma.account.findFirstOrThrow({ where: { userId, providerId: "credential" } }))
    .password!;

describe("changing one's own password (POST /api/me/password)", () => {
  it("needs the current password: a wrong one is a 422 on currentPassword and changes nothing", async () => {
    const user = await makeUser("own1@pw.test", "Olive Nash", "first lantern quartz");
    const { cookie } = await signIn(user.email, "first lantern quartz");
    const before = await hashOf(user.id);
    for (const currentPassword of ["not my password", ""]) {
      const res = await send(postPassword, "POST", "/api/me/password", cookie, {
        currentPassword,
        newPassword: "second lantern quartz",
      });
      expect(res.status, currentPassword).toBe(422);
      expect(res.body.error.fields.map((f: { path: string }) => f.path)).toEqual([
        "currentPassword",
      ]);
    }
    expect(await hashOf(user.id)).toBe(before);
    expect((await send(getMe, "GET", "/api/me", cookie)).status).toBe(200);
  });

  it("applies the password rule with the user's name and email: nothing changes on a bad new password", async () => {
    const user = await makeUser("own2@pw.test", "Olive Nash", "first lantern quartz");
    const { cookie } = await signIn(user.email, "first lantern quartz");
    const before = await hashOf(user.id);
    for (const newPassword of [
      "password",
      "short",
      "Olive Nash 1",
      "own2@pw.test",
      "first lantern quartz",
    ]) {
      const res = await send(postPassword, "POST", "/api/me/password", cookie, {
        currentPassword: "first lantern quartz",
        newPassword,
      });
      expect(res.status, newPassword).toBe(422);
      expect(res.body.error.fields[0].path, newPassword).toBe("newPassword");
    }
    expect(await hashOf(user.id)).toBe(before);
  });

  it("sets the new password, ends every session (the old cookie is refused), audits, and the new one signs in", async () => {
    const user = await makeUser("own3@pw.test", "Olive Nash", "first lantern quartz");
    const { cookie } = await signIn(user.email, "first lantern quartz");
    const other = await signIn(user.email, "first lantern quartz");
    const res = await send(postPassword, "POST", "/api/me/password", cookie, {
      currentPassword: "first lantern quartz",
      newPassword: "second lantern quartz",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.sessionsEnded).toBe(2);
    expect(
      await verifyPassword({ hash: await hashOf(user.id), password: "second lantern quartz" }),
    ).toBe(true);
    expect((await send(getMe, "GET", "/api/me", cookie)).status).toBe(401);
    expect((await send(getMe, "GET", "/api/me", other.cookie)).status).toBe(401);
    expect(
      (await signIn(user.email, "first lantern quartz").catch(() => ({ status: 401 }))).status,
    ).not.toBe(200);
    expect((await signIn(user.email, "second lantern quartz")).status).toBe(200);
    const audit = await prisma.auditLog.findMany({
      where: { entityId: user.id, action: "user.password.change" },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(user.id);
    expect(audit[0]!.after).not.toContain("lantern");
  });

  it("refuses without a session", async () => {
    const res = await send(postPassword, "POST", "/api/me/password", "", {
      currentPassword: "x",
      newPassword: "second lantern quartz",
    });
    expect(res.status).toBe(401);
  });
});

describe("changing one's own display name (PATCH /api/me)", () => {
  it("renames with an audit row; a blank or too long name is a 422 on name and changes nothing", async () => {
    const user = await makeUser("own4@pw.test", "Olive Nash", "first lantern quartz");
    const { cookie } = await signIn(user.email, "first lantern quartz");
    for (const name of ["", "   ", "x".repeat(121)]) {
      const res = await send(patchMe, "PATCH", "/api/me", cookie, { name });
      expect(res.status, name).toBe(422);
      expect(res.body.error.fields[0].path).toBe("name");
    }
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe(
      "Olive Nash",
    );
    const ok = await send(patchMe, "PATCH", "/api/me", cookie, { name: "  Olive N. Nash " });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ id: user.id, name: "Olive N. Nash" });
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { entityId: user.id, action: "user.update" },
    });
    expect(JSON.parse(audit.before!)).toEqual({ name: "Olive Nash" });
    expect(JSON.parse(audit.after!)).toEqual({ name: "Olive N. Nash" });
    // Only one's own: the body cannot name another user.
    const again = await send(patchMe, "PATCH", "/api/me", cookie, { name: "Z", id: "someone" });
    expect(again.body.user.id).toBe(user.id);
  });
});
