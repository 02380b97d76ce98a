import "@/lib/test/test-db";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as postInvite } from "@/app/api/admin/invites/route";
import { POST as postAccept } from "@/app/api/invites/[token]/route";
import { prisma } from "@/lib/db/client";
import { createProject } from "@/lib/projects/create-project";
import { TEST_ORIGIN, signInCookie } from "@/lib/test/sign-in-cookie";
import { createUser } from "./create-user";
import { hashInviteToken } from "./hash-invite-token";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

delete process.env.APP_URL;
const PASSWORD = "quartz lantern invites";
const cookies: Record<string, string> = {};

const post = async (
  handler: typeof postInvite,
  url: string,
  body: unknown,
  cookie = "",
  params: Record<string, string> = {},
) => {
  const res = await handler(
    new NextRequest(`${TEST_ORIGIN}${url}`, {
      method: "POST",
      headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve(params) },
  );
  return { status: res.status, body: await res.json() };
};
const invite = (body: unknown, as = "siteadmin") =>
  post(postInvite, "/api/admin/invites", body, cookies[as]);
const accept = (path: string, body: unknown) => {
  const token = path.replace("/invite/", "");
  return post(postAccept, `/api/invites/${token}`, body, "", { token });
};

beforeAll(async () => {
  await createProject({ input: { slug: "inv", name: "I", description: "" }, actorId: null });
  for (const [tag, role, isAdmin] of [
    ["siteadmin", null, true],
    ["lead", "lead", false],
    ["rater", "rater", false],
  ] as const) {
    const email = `${tag}@inv.test`;
    await createUser({
      input: {
        email,
        name: `${tag} person`,
        password: PASSWORD,
        isAdmin,
        projectRoles: role ? [{ projectSlug: "inv", role }] : [],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    cookies[tag] = (await signInCookie({ email, password: PASSWORD })).cookie;
  }
}, 60_000);

describe("invites", () => {
  it("only site admins invite; bad input is a 422 naming the field; an existing email a 409", async () => {
    for (const as of ["rater", "lead"])
      expect((await invite({ email: "x@inv.test" }, as)).status, as).toBe(403);
    const bad = await invite({ email: "nope", expiresInHours: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.map((f: { path: string }) => f.path)).toEqual([
      "email",
      "expiresInHours",
    ]);
    expect((await invite({ email: "rater@inv.test" })).status).toBe(409);
    expect(
      (
        await invite({
          email: "y@inv.test",
          projectRoles: [{ projectSlug: "ghost", role: "rater" }],
        })
      ).status,
    ).toBe(404);
    expect(await prisma.invite.count()).toBe(0);
  });

  it("the invitee sets name and password once: the user gets the roles and signs in; the link cannot be reused", async () => {
    const made = await invite({
      email: "New.Person@inv.test",
      projectRoles: [{ projectSlug: "inv", role: "engineer" }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.path).toMatch(/^\/invite\/[\w-]{43}$/);
    const token = made.body.path.slice("/invite/".length);
    // Only the token's hash is stored.
    const row = await prisma.invite.findFirstOrThrow({ where: { email: "new.person@inv.test" } });
    expect(row.tokenHash).toBe(hashInviteToken({ token }));
    expect(JSON.stringify(row)).not.toContain(token);

    // A bad password (the invited email's local part) or a blank name changes nothing.
    const weak = await accept(made.body.path, { name: "New Person", password: "new.person1" });
    expect(weak.status).toBe(422);
    expect(weak.body.error.fields[0].path).toBe("password");
    expect(
      (await accept(made.body.path, { name: " ", password: "brass kettle tune" })).status,
    ).toBe(422);
    expect(await prisma.user.count({ where: { email: "new.person@inv.test" } })).toBe(0);

    const ok = await accept(made.body.path, { name: "New Person", password: "brass kettle tune" });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.user).toMatchObject({ email: "new.person@inv.test", name: "New Person" });
    const roles = await prisma.projectRole.findMany({ where: { userId: ok.body.user.id } });
    expect(roles.map((r) => r.role)).toEqual(["engineer"]);
    expect(
      (await signInCookie({ email: "new.person@inv.test", password: "brass kettle tune" })).status,
    ).toBe(200);

    const again = await accept(made.body.path, {
      name: "Someone Else",
      password: "other kettle tune",
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already used/);
    expect(await prisma.user.count({ where: { email: "new.person@inv.test" } })).toBe(1);
    const actions = (
      await prisma.auditLog.findMany({ where: { entityId: { in: [row.id, ok.body.user.id] } } })
    )
      .map((a) => a.action)
      .sort();
    expect(actions).toEqual(["invite.accept", "invite.create", "user.create"]);
  });

  it("two acceptances at once: exactly one account", async () => {
    const made = await invite({ email: "twice@inv.test" });
    const results = await Promise.all([
      accept(made.body.path, { name: "First Tab", password: "brass kettle one" }),
      accept(made.body.path, { name: "Second Tab", password: "brass kettle two" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await prisma.user.count({ where: { email: "twice@inv.test" } })).toBe(1);
  });

  it("an expired link gives a clear message and creates nothing; an unknown or malformed one a 404", async () => {
    const made = await invite({ email: "late@inv.test", expiresInHours: 1 });
    await prisma.invite.updateMany({
      where: { email: "late@inv.test" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const late = await accept(made.body.path, {
      name: "Late Person",
      password: "brass kettle late",
    });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/expired on .* Ask an admin for a new one/);
    expect(late.body.error.details).toEqual({ reason: "expired" });
    expect(await prisma.user.count({ where: { email: "late@inv.test" } })).toBe(0);
    for (const path of [
      "/invite/" + "A".repeat(43),
      "/invite/short",
      "/invite/" + "../x".repeat(11),
    ]) {
      const res = await accept(path, { name: "Nobody", password: "brass kettle none" });
      expect(res.status, path).toBe(404);
      expect(res.body.error.message).toMatch(/not valid/);
    }
  });
});
