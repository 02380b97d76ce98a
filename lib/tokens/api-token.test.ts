import "@/lib/test/test-db";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getMe } from "@/app/api/me/route";
import { POST as postPassword } from "@/app/api/me/password/route";
import { GET as listProjectsRoute, POST as createProjectRoute } from "@/app/api/projects/route";
import { GET as getBugs } from "@/app/api/projects/[slug]/bugs/route";
import { prisma } from "@/lib/db/client";
import { createProject } from "@/lib/projects/create-project";
import { TEST_ORIGIN } from "@/lib/test/sign-in-cookie";
import { createUser } from "@/lib/users/create-user";
import { setUserActive } from "@/lib/users/set-user-active";
import { authenticateApiToken } from "./authenticate-api-token";
import { createApiToken } from "./create-api-token";
import { hashApiToken } from "./hash-api-token";
import { listApiTokens } from "./list-api-tokens";
import { revokeApiToken } from "./revoke-api-token";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

delete process.env.APP_URL;
const ids: Record<string, string> = {};

type THandler = typeof getMe;
const call = async (
  handler: THandler,
  options: {
    token: string;
    path: string;
    method?: string;
    params?: object;
    body?: unknown;
    origin?: string;
  },
) => {
  const res = await handler(
    new NextRequest(`${TEST_ORIGIN}${options.path}`, {
      method: options.method ?? "GET",
      headers: {
        authorization: `Bearer ${options.token}`,
        ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(options.origin ? { origin: options.origin } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    }),
    { params: Promise.resolve((options.params ?? {}) as Record<string, string>) },
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  for (const slug of ["tok-a", "tok-b"])
    await createProject({ input: { slug, name: slug, description: "" }, actorId: null });
  for (const [tag, isAdmin] of [
    ["lead", false],
    ["admin", true],
    ["gone", false],
  ] as const) {
    const u = await createUser({
      input: {
        email: `${tag}@tok.test`,
        name: tag,
        password: "quartz lantern tokens",
        isAdmin,
        projectRoles: isAdmin
          ? []
          : [
              { projectSlug: "tok-a", role: "lead" },
              { projectSlug: "tok-b", role: "lead" },
            ],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    ids[tag] = u.id;
  }
}, 60_000);

describe("personal access tokens", () => {
  it("is shown once and stored only as its hash; a Bearer request acts as its user", async () => {
    const created = await createApiToken({ userId: ids.lead!, input: { name: "notebook" } });
    expect(created.token).toMatch(/^rbt_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ scope: "read", status: "active", projectSlug: null });
    expect(created.expiresAt.getTime() - created.createdAt.getTime()).toBe(90 * 86_400_000);
    const row = await prisma.apiToken.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.tokenHash).toBe(hashApiToken({ token: created.token }));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const me = await call(getMe, { token: created.token, path: "/api/me" });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).toContain("lead@tok.test");
    const listed = await listApiTokens({ userId: ids.lead! });
    expect(listed.map((t) => t.id)).toContain(created.id);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    expect(listed.find((t) => t.id === created.id)!.lastUsedAt).not.toBeNull();
  });

  it("a read token cannot change anything; a read-write token skips the origin check but not the role checks", async () => {
    const read = await createApiToken({ userId: ids.lead!, input: { name: "r" } });
    const body = { slug: "tok-new", name: "New", description: "" };
    const refused = await call(createProjectRoute, {
      token: read.token,
      path: "/api/projects",
      method: "POST",
      body,
    });
    expect(refused.status).toBe(403);
    expect(String((refused.body.error as { message: string }).message)).toMatch(/read-only/);
    const rw = await createApiToken({
      userId: ids.lead!,
      input: { name: "rw", scope: "read-write" },
    });
    // A lead is not a site admin: the role check still refuses, even from another origin's header.
    const notAdmin = await call(createProjectRoute, {
      token: rw.token,
      path: "/api/projects",
      method: "POST",
      body,
      origin: "https://evil.example",
    });
    expect(notAdmin.status).toBe(403);
    expect((notAdmin.body.error as { code: string }).code).toBe("FORBIDDEN");
    const admin = await createApiToken({
      userId: ids.admin!,
      input: { name: "rw", scope: "read-write" },
    });
    const made = await call(createProjectRoute, {
      token: admin.token,
      path: "/api/projects",
      method: "POST",
      body,
      origin: "https://evil.example",
    });
    expect(made.status).toBe(200);
    expect(await prisma.project.count({ where: { slug: "tok-new" } })).toBe(1);
    // Passwords are changed in a browser session only.
    const pw = await call(postPassword, {
      token: rw.token,
      path: "/api/me/password",
      method: "POST",
      body: { currentPassword: "quartz lantern tokens", newPassword: "another long passphrase" },
    });
    expect(pw.status).toBe(403);
  });

  it("a project-scoped token sees its project only", async () => {
    const scoped = await createApiToken({
      userId: ids.lead!,
      input: { name: "a only", projectSlug: "tok-a" },
    });
    expect(scoped.projectSlug).toBe("tok-a");
    const list = await call(listProjectsRoute, { token: scoped.token, path: "/api/projects" });
    expect((list.body.projects as { slug: string }[]).map((p) => p.slug)).toEqual(["tok-a"]);
    // Who the token's user is, with their projects: again only the token's one.
    const me = await call(getMe, { token: scoped.token, path: "/api/me" });
    expect((me.body.projects as { slug: string }[]).map((p) => p.slug)).toEqual(["tok-a"]);
    const own = await call(getBugs, {
      token: scoped.token,
      path: "/api/projects/tok-a/bugs",
      params: { slug: "tok-a" },
    });
    expect(own.status).toBe(200);
    const other = await call(getBugs, {
      token: scoped.token,
      path: "/api/projects/tok-b/bugs",
      params: { slug: "tok-b" },
    });
    expect(other.status).toBe(404);
    await expect(
      createApiToken({ userId: ids.lead!, input: { name: "x", projectSlug: "tok-new" } }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("revoked, expired, unknown, malformed and deactivated-user tokens are 401, saying which", async () => {
    const t = await createApiToken({ userId: ids.lead!, input: { name: "soon revoked" } });
    await revokeApiToken({ tokenId: t.id, actor: { id: ids.lead!, isAdmin: false } });
    const revoked = await call(getMe, { token: t.token, path: "/api/me" });
    expect(revoked.status).toBe(401);
    expect(JSON.stringify(revoked.body)).toMatch(/revoked/);
    await expect(
      revokeApiToken({ tokenId: t.id, actor: { id: ids.lead!, isAdmin: false } }),
    ).rejects.toMatchObject({ code: "CONFLICT" });

    const old = await createApiToken({
      userId: ids.lead!,
      input: { name: "old", expiresInDays: 1 },
      now: new Date(Date.now() - 2 * 86_400_000),
    });
    expect(JSON.stringify((await call(getMe, { token: old.token, path: "/api/me" })).body)).toMatch(
      /expired/,
    );
    expect((await call(getMe, { token: `${t.token}x`, path: "/api/me" })).status).toBe(401);
    expect((await call(getMe, { token: "not-ours", path: "/api/me" })).status).toBe(401);

    const gone = await createApiToken({ userId: ids.gone!, input: { name: "g" } });
    expect((await call(getMe, { token: gone.token, path: "/api/me" })).status).toBe(200);
    await setUserActive({ userId: ids.gone!, active: false, actorId: ids.admin! });
    const after = await call(getMe, { token: gone.token, path: "/api/me" });
    expect(after.status).toBe(401);
    expect(JSON.stringify(after.body)).toMatch(/deactivated/);
  });

  it("users revoke their own tokens only (404 for others'); site admins revoke anyone's", async () => {
    const t = await createApiToken({ userId: ids.lead!, input: { name: "mine" } });
    await expect(
      revokeApiToken({ tokenId: t.id, actor: { id: ids.gone!, isAdmin: false } }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await revokeApiToken({ tokenId: t.id, actor: { id: ids.admin!, isAdmin: true } });
    expect((await call(getMe, { token: t.token, path: "/api/me" })).status).toBe(401);
  });

  it("refuses a lifetime over a year, and rate limits per token with Retry-After", async () => {
    await expect(
      createApiToken({ userId: ids.lead!, input: { name: "long", expiresInDays: 366 } }),
    ).rejects.toThrow(/365 days/);
    const t = await createApiToken({ userId: ids.lead!, input: { name: "busy" } });
    const now = Date.now();
    for (let i = 0; i < 3; i++)
      await authenticateApiToken({ token: t.token, ratePerMinute: 3, now });
    await expect(
      authenticateApiToken({ token: t.token, ratePerMinute: 3, now: now + 1000 }),
    ).rejects.toMatchObject({ code: "RATE_LIMITED", details: { retryAfterSeconds: 59 } });
    // Another token of the same user has its own budget; the next minute starts afresh.
    const other = await createApiToken({ userId: ids.lead!, input: { name: "calm" } });
    await authenticateApiToken({ token: other.token, ratePerMinute: 3, now: now + 1000 });
    await authenticateApiToken({ token: t.token, ratePerMinute: 3, now: now + 60_000 });
  });
});
