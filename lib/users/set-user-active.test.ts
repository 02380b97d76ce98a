import "@/lib/test/test-db";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getMe } from "@/app/api/me/route";
import { POST as postPassword } from "@/app/api/admin/users/[userId]/password/route";
import { PUT as putStatus } from "@/app/api/admin/users/[userId]/status/route";
import { prisma } from "@/lib/db/client";
import { createProject } from "@/lib/projects/create-project";
import { TEST_ORIGIN, signInCookie } from "@/lib/test/sign-in-cookie";
import { createUser } from "./create-user";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

delete process.env.APP_URL;
const PASSWORD = "quartz lantern accounts";
const users: Record<string, { id: string; email: string; cookie: string }> = {};

type THandler = typeof putStatus;
const call = async (
  handler: THandler,
  method: string,
  userId: string,
  cookie: string,
  body: unknown,
  route: string,
) => {
  const res = await handler(
    new NextRequest(`${TEST_ORIGIN}/api/admin/users/${userId}/${route}`, {
      method,
      headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ userId }) },
  );
  return { status: res.status, body: await res.json() };
};
const setStatus = (actor: string, target: string, body: unknown) =>
  call(putStatus, "PUT", users[target]!.id, users[actor]!.cookie, body, "status");
const resetPassword = (actor: string, target: string, body: unknown = { confirm: true }) =>
  call(postPassword, "POST", users[target]!.id, users[actor]!.cookie, body, "password");
const me = async (cookie: string) =>
  (
    await getMe(new NextRequest(`${TEST_ORIGIN}/api/me`, { headers: { cookie } }), {
      params: Promise.resolve({}),
    })
  ).status;

beforeAll(async () => {
  await createProject({ input: { slug: "acct", name: "A", description: "" }, actorId: null });
  for (const [tag, role, isAdmin] of [
    ["siteadmin", null, true],
    ["projectadmin", "admin", false],
    ["lead", "lead", false],
    ["engineer", "engineer", false],
    ["rater", "rater", false],
    ["victim", "rater", false],
  ] as const) {
    const email = `${tag}@acct.test`;
    const u = await createUser({
      input: {
        email,
        name: `${tag} person`,
        password: PASSWORD,
        isAdmin,
        projectRoles: role ? [{ projectSlug: "acct", role }] : [],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    users[tag] = {
      id: u.id,
      email,
      cookie: (await signInCookie({ email, password: PASSWORD })).cookie,
    };
  }
}, 60_000);

describe("who may deactivate or reset others", () => {
  it("raters, engineers, leads and project admins get a 403 and nothing changes", async () => {
    const hash = async () =>
      (await prisma.account.findFirstOrThrow({ where: { userId: users.victim!.id } })).password;
    const before = await hash();
    for (const actor of ["rater", "engineer", "lead", "projectadmin"]) {
      expect((await setStatus(actor, "victim", { active: false })).status, actor).toBe(403);
      expect((await resetPassword(actor, "victim")).status, actor).toBe(403);
    }
    expect(
      (await prisma.user.findUniqueOrThrow({ where: { id: users.victim!.id } })).deactivatedAt,
    ).toBeNull();
    expect(await hash()).toBe(before);
    expect(await me(users.victim!.cookie)).toBe(200);
  });

  it("bad input is a 422 naming the field, and an unknown user a 404; nothing changes", async () => {
    expect((await setStatus("siteadmin", "victim", {})).body.error.fields[0].path).toBe("active");
    expect((await setStatus("siteadmin", "victim", { active: "no" })).status).toBe(422);
    expect((await resetPassword("siteadmin", "victim", {})).body.error.fields[0].path).toBe(
      "confirm",
    );
    const ghost = await call(
      putStatus,
      "PUT",
      "nobody",
      users.siteadmin!.cookie,
      { active: false },
      "status",
    );
    expect(ghost.status).toBe(404);
    expect(await me(users.victim!.cookie)).toBe(200);
  });
});

describe("deactivating a user (site admin)", () => {
  it("ends their sessions at once (the old cookie is refused), blocks sign-in, keeps their data; reactivation restores sign-in", async () => {
    const target = await createUser({
      input: {
        email: "gone@acct.test",
        name: "Gone Person",
        password: PASSWORD,
        isAdmin: false,
        projectRoles: [{ projectSlug: "acct", role: "rater" }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    users.gone = {
      id: target.id,
      email: target.email,
      cookie: (await signInCookie({ email: target.email, password: PASSWORD })).cookie,
    };
    expect(await me(users.gone.cookie)).toBe(200);
    const roles = await prisma.projectRole.count({ where: { userId: target.id } });

    const res = await setStatus("siteadmin", "gone", { active: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.sessionsEnded).toBe(1);
    expect(res.body.user.deactivatedAt).toEqual(expect.any(String));
    expect(await me(users.gone.cookie)).toBe(401);
    const refused = await signInCookie({ email: target.email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.cookie).toBe("");
    expect(await prisma.session.count({ where: { userId: target.id } })).toBe(0);
    // The account and its roles stay (labels reference the user and are never deleted).
    expect(await prisma.projectRole.count({ where: { userId: target.id } })).toBe(roles);
    // Twice is a 409 that changes nothing.
    expect((await setStatus("siteadmin", "gone", { active: false })).status).toBe(409);

    expect((await setStatus("siteadmin", "gone", { active: true })).status).toBe(200);
    const back = await signInCookie({ email: target.email, password: PASSWORD });
    expect(back.status).toBe(200);
    expect(await me(back.cookie)).toBe(200);
    const actions = (
      await prisma.auditLog.findMany({
        where: { entityId: target.id },
        orderBy: { createdAt: "asc" },
      })
    ).map((a) => [a.action, a.actorId]);
    expect(actions).toEqual([
      ["user.create", null],
      ["user.deactivate", users.siteadmin!.id],
      ["user.reactivate", users.siteadmin!.id],
    ]);
  });

  it("a session made in a race with deactivation is refused too", async () => {
    const u = await createUser({
      input: {
        email: "race@acct.test",
        name: "Race Person",
        password: PASSWORD,
        isAdmin: false,
        projectRoles: [],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    const { cookie } = await signInCookie({ email: u.email, password: PASSWORD });
    await prisma.user.update({ where: { id: u.id }, data: { deactivatedAt: new Date() } });
    expect(await me(cookie)).toBe(401);
  });

  it("an admin cannot deactivate or reset themselves", async () => {
    expect((await setStatus("siteadmin", "siteadmin", { active: false })).status).toBe(409);
    expect((await resetPassword("siteadmin", "siteadmin")).status).toBe(409);
    expect(await me(users.siteadmin!.cookie)).toBe(200);
  });
});

describe("resetting a user's password (site admin)", () => {
  it("answers a generated password once, ends their sessions, and that password signs in; it is not audited in clear", async () => {
    const u = await createUser({
      input: {
        email: "reset@acct.test",
        name: "Reset Person",
        password: PASSWORD,
        isAdmin: false,
        projectRoles: [],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    const { cookie } = await signInCookie({ email: u.email, password: PASSWORD });
    const res = await call(
      postPassword,
      "POST",
      u.id,
      users.siteadmin!.cookie,
      { confirm: true },
      "password",
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.password).toMatch(/^[\w-]{6}(-[\w-]{6}){3}$/);
    expect(await me(cookie)).toBe(401);
    expect((await signInCookie({ email: u.email, password: PASSWORD })).status).not.toBe(200);
    expect((await signInCookie({ email: u.email, password: res.body.password })).status).toBe(200);
    const audit = await prisma.auditLog.findMany({
      where: { entityId: u.id, action: "user.password.set" },
    });
    expect(audit.map((a) => a.actorId)).toEqual([users.siteadmin!.id]);
    expect(JSON.stringify(audit)).not.toContain(res.body.password);
  });
});
