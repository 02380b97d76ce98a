import "@/lib/test/test-db";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listAll } from "@/app/api/admin/tokens/route";
import { DELETE as revokeAny } from "@/app/api/admin/tokens/[tokenId]/route";
import { GET as listOwn, POST as createOwn } from "@/app/api/me/tokens/route";
import { DELETE as revokeOwn } from "@/app/api/me/tokens/[tokenId]/route";
import { GET as getMe } from "@/app/api/me/route";
import type { TRouteHandler } from "@/lib/api/with-auth";
import { prisma } from "@/lib/db/client";
import { createProject } from "@/lib/projects/create-project";
import { TEST_ORIGIN, signInCookie } from "@/lib/test/sign-in-cookie";
import { createUser } from "@/lib/users/create-user";
import { createApiToken } from "./create-api-token";

delete process.env.APP_URL;
const PASSWORD = "quartz lantern token routes";
const users: Record<string, { id: string; cookie: string }> = {};

/** Calls a route as `who`: a session cookie (with the page's origin) or `Authorization: Bearer`. */
const call = async (
  handler: TRouteHandler,
  who: { cookie: string } | { bearer: string },
  path: string,
  options: { method?: string; body?: unknown; params?: Record<string, string> } = {},
) => {
  const res = await handler(
    new NextRequest(`${TEST_ORIGIN}${path}`, {
      method: options.method ?? "GET",
      headers: {
        ...("cookie" in who
          ? { cookie: who.cookie, origin: TEST_ORIGIN }
          : { authorization: `Bearer ${who.bearer}` }),
        ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    }),
    { params: Promise.resolve(options.params ?? {}) },
  );
  // The test reads the answers' fields freely; the routes' schemas are checked by withAuth.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};
const as = (tag: string) => ({ cookie: users[tag]!.cookie });

beforeAll(async () => {
  for (const slug of ["route-a", "route-b"])
    await createProject({ input: { slug, name: slug, description: "" }, actorId: null });
  for (const [tag, isAdmin] of [
    ["lead", false],
    ["other", false],
    ["siteadmin", true],
  ] as const) {
    const email = `${tag}@tokroutes.test`;
    const u = await createUser({
      input: {
        email,
        name: tag,
        password: PASSWORD,
        isAdmin,
        projectRoles: isAdmin ? [] : [{ projectSlug: "route-a", role: "lead" }],
      },
      actorId: null,
    });
    users[tag] = { id: u.id, cookie: (await signInCookie({ email, password: PASSWORD })).cookie };
  }
}, 60_000);

describe("/api/me/tokens", () => {
  it("creates (the token once), lists without the secret, revokes; the token then is a 401", async () => {
    const made = await call(createOwn, as("lead"), "/api/me/tokens", {
      method: "POST",
      body: { name: "notebook", scope: "read", expiresInDays: 30, projectSlug: "route-a" },
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      name: "notebook",
      scope: "read",
      projectSlug: "route-a",
      status: "active",
      lastUsedAt: null,
      revokedAt: null,
    });
    const token = made.body.token as string;
    expect(token).toMatch(/^rbt_/);
    expect(token.startsWith(made.body.prefix)).toBe(true);
    expect(Date.parse(made.body.expiresAt) - Date.parse(made.body.createdAt)).toBe(30 * 86_400_000);

    const listed = await call(listOwn, as("lead"), "/api/me/tokens");
    expect(listed.status).toBe(200);
    expect(listed.body.tokens.map((t: { id: string }) => t.id)).toEqual([made.body.id]);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect(JSON.stringify(listed.body)).not.toContain("tokenHash");
    // Another user sees none of it.
    expect((await call(listOwn, as("other"), "/api/me/tokens")).body.tokens).toEqual([]);

    expect((await call(getMe, { bearer: token }, "/api/me")).status).toBe(200);
    const revoked = await call(revokeOwn, as("lead"), `/api/me/tokens/${made.body.id}`, {
      method: "DELETE",
      params: { tokenId: made.body.id },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.id).toBe(made.body.id);
    expect((await call(getMe, { bearer: token }, "/api/me")).status).toBe(401);
    const after = await call(listOwn, as("lead"), "/api/me/tokens");
    expect(after.body.tokens[0]).toMatchObject({ id: made.body.id, status: "revoked" });
    // Twice: 409.
    const again = await call(revokeOwn, as("lead"), `/api/me/tokens/${made.body.id}`, {
      method: "DELETE",
      params: { tokenId: made.body.id },
    });
    expect(again.status).toBe(409);
  });

  it("bad input is a 422 naming the field and writes nothing; a project not the user's is a 404", async () => {
    const before = await prisma.apiToken.count();
    for (const [body, field] of [
      [{ name: "" }, "name"],
      [{ name: "x", scope: "admin" }, "scope"],
      [{ name: "x", expiresInDays: 400 }, "expiresInDays"],
    ] as const) {
      const res = await call(createOwn, as("lead"), "/api/me/tokens", { method: "POST", body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error.fields.map((f: { path: string }) => f.path)).toEqual([field]);
    }
    const notMine = await call(createOwn, as("lead"), "/api/me/tokens", {
      method: "POST",
      body: { name: "x", projectSlug: "route-b" },
    });
    expect(notMine.status).toBe(404);
    expect(await prisma.apiToken.count()).toBe(before);
  });

  it("another user's token id is a 404 and stays active", async () => {
    const t = await createApiToken({ userId: users.lead!.id, input: { name: "mine" } });
    const res = await call(revokeOwn, as("other"), `/api/me/tokens/${t.id}`, {
      method: "DELETE",
      params: { tokenId: t.id },
    });
    expect(res.status).toBe(404);
    expect((await prisma.apiToken.findUniqueOrThrow({ where: { id: t.id } })).revokedAt).toBeNull();
    // A site admin revoking through /api/me is still "own tokens only".
    const admin = await call(revokeOwn, as("siteadmin"), `/api/me/tokens/${t.id}`, {
      method: "DELETE",
      params: { tokenId: t.id },
    });
    expect(admin.status).toBe(404);
  });

  it("a Bearer token (even read-write) cannot list, create or revoke tokens: 403", async () => {
    const rw = await createApiToken({
      userId: users.lead!.id,
      input: { name: "rw", scope: "read-write" },
    });
    const before = await prisma.apiToken.count();
    const bearer = { bearer: rw.token };
    for (const res of [
      await call(listOwn, bearer, "/api/me/tokens"),
      await call(createOwn, bearer, "/api/me/tokens", { method: "POST", body: { name: "more" } }),
      await call(revokeOwn, bearer, `/api/me/tokens/${rw.id}`, {
        method: "DELETE",
        params: { tokenId: rw.id },
      }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toMatch(/browser session/);
    }
    expect(await prisma.apiToken.count()).toBe(before);
    expect(
      (await prisma.apiToken.findUniqueOrThrow({ where: { id: rw.id } })).revokedAt,
    ).toBeNull();
  });
});

describe("/api/admin/tokens", () => {
  it("a site admin lists every user's tokens with the user, and revokes anyone's", async () => {
    const t = await createApiToken({ userId: users.other!.id, input: { name: "others" } });
    const list = await call(listAll, as("siteadmin"), "/api/admin/tokens");
    expect(list.status).toBe(200);
    const row = list.body.tokens.find((x: { id: string }) => x.id === t.id);
    expect(row).toMatchObject({
      name: "others",
      status: "active",
      user: { id: users.other!.id, email: "other@tokroutes.test" },
    });
    expect(JSON.stringify(list.body)).not.toContain(t.token);
    expect(new Set(list.body.tokens.map((x: { user: { id: string } }) => x.user.id)).size).toBe(2);
    const res = await call(revokeAny, as("siteadmin"), `/api/admin/tokens/${t.id}`, {
      method: "DELETE",
      params: { tokenId: t.id },
    });
    expect(res.status).toBe(200);
    expect((await call(getMe, { bearer: t.token }, "/api/me")).status).toBe(401);
    const unknown = await call(revokeAny, as("siteadmin"), "/api/admin/tokens/nope", {
      method: "DELETE",
      params: { tokenId: "nope" },
    });
    expect(unknown.status).toBe(404);
  });

  it("anyone else gets a 403 and nothing changes; so does a site admin's token", async () => {
    const t = await createApiToken({ userId: users.other!.id, input: { name: "kept" } });
    expect((await call(listAll, as("lead"), "/api/admin/tokens")).status).toBe(403);
    const res = await call(revokeAny, as("lead"), `/api/admin/tokens/${t.id}`, {
      method: "DELETE",
      params: { tokenId: t.id },
    });
    expect(res.status).toBe(403);
    const adminToken = await createApiToken({
      userId: users.siteadmin!.id,
      input: { name: "admin rw", scope: "read-write" },
    });
    expect((await call(listAll, { bearer: adminToken.token }, "/api/admin/tokens")).status).toBe(
      403,
    );
    const byToken = await call(
      revokeAny,
      { bearer: adminToken.token },
      `/api/admin/tokens/${t.id}`,
      {
        method: "DELETE",
        params: { tokenId: t.id },
      },
    );
    expect(byToken.status).toBe(403);
    expect((await prisma.apiToken.findUniqueOrThrow({ where: { id: t.id } })).revokedAt).toBeNull();
  });
});
