import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { TProjectRole } from "@/lib/auth/roles";
import { E2E_BASE_URL } from "./e2e-env";
import { loginAs, expect, test, type TWorld } from "./fixtures";

type TWrongRole = TProjectRole | "none";
/** Every API route and method: a role that must get 403 ("none": any signed-in user may call it). */
const EXPECTED: Record<string, { wrong: TWrongRole; body?: unknown }> = {
  "GET /api/me": { wrong: "none" },
  "GET /api/projects": { wrong: "none" },
  "POST /api/projects": { wrong: "admin", body: { slug: "x-authz", name: "X" } },
  "GET /api/projects/[slug]/bugs": { wrong: "rater" },
  "GET /api/projects/[slug]/bugs/[bugId]": { wrong: "rater" },
  "GET /api/projects/[slug]/patches/[patchId]": { wrong: "rater" },
  "POST /api/projects/[slug]/imports": { wrong: "engineer" },
  "GET /api/admin/users": { wrong: "lead" },
  "POST /api/admin/users": { wrong: "admin", body: { email: "x@y.z", name: "x", password: "password1" } },
  "PUT /api/admin/users/[userId]/roles": { wrong: "lead", body: { projectSlug: "x", roles: [] } },
  "POST /api/projects/[slug]/drafts": { wrong: "rater", body: { bugIds: ["tinyjson-17"], engine: "offline" } },
  "GET /api/projects/[slug]/drafts/[batchId]": { wrong: "rater" },
  "GET /api/projects/[slug]/bugs/[bugId]/rubric": { wrong: "rater" },
  "PUT /api/projects/[slug]/bugs/[bugId]/rubric": { wrong: "lead", body: { baseVersionId: "x", content: "y" } },
  "POST /api/projects/[slug]/bugs/[bugId]/rubric/submit": { wrong: "lead", body: { versionId: "x" } },
  "POST /api/projects/[slug]/bugs/[bugId]/rubric/review": { wrong: "lead", body: { versionId: "x", decision: "confirmed" } },
  "GET /api/projects/[slug]/my-work": { wrong: "lead" },
  "GET /api/projects/[slug]/rubric-analytics": { wrong: "rater" },
  "GET /api/settings/llm": { wrong: "none" },
};
/** better-auth's own endpoints are public by design. */
const PUBLIC = new Set(["GET /api/auth/[...all]", "POST /api/auth/[...all]"]);

function discoverRoutes(dir = "app/api"): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const p = path.join(dir, entry);
    if (statSync(p).isDirectory()) out.push(...discoverRoutes(p));
    else if (entry === "route.ts") {
      const url = "/" + path.dirname(p).replace(/^app\//, "");
      for (const m of readFileSync(p, "utf8").matchAll(/export (?:const|async function) (GET|POST|PUT|PATCH|DELETE)\b/g)) out.push(`${m[1]} ${url}`);
    }
  }
  return out.sort();
}

function concrete(route: string, world: TWorld): string {
  return route.replace("[slug]", world.slug).replace("[bugId]", "tinyjson-17").replace("[patchId]", "any").replace("[userId]", "any").replace("[batchId]", "any");
}

test("every API route is listed here, so none escapes these checks", () => {
  const found = discoverRoutes();
  expect(found.filter((r) => !PUBLIC.has(r))).toEqual(Object.keys(EXPECTED).sort());
});

test("every API route answers 401 JSON without a session", async ({ request, world }) => {
  for (const [route, spec] of Object.entries(EXPECTED)) {
    const [method, url] = route.split(" ") as [string, string];
    const res = await request.fetch(concrete(url, world), { method, data: spec.body, headers: { origin: E2E_BASE_URL } });
    expect(res.status(), route).toBe(401);
    expect(await res.json(), route).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
  }
});

test("every role-guarded API route answers 403 JSON to the wrong role, and changes nothing", async ({ page, world }) => {
  for (const [route, spec] of Object.entries(EXPECTED)) {
    if (spec.wrong === "none") continue;
    await page.context().clearCookies();
    await loginAs(page, world.users[spec.wrong]);
    const [method, url] = route.split(" ") as [string, string];
    const res = await page.request.fetch(concrete(url, world), {
      method,
      ...(url.endsWith("/imports") ? { multipart: { file: { name: "b.jsonl", mimeType: "application/json", buffer: Buffer.from("{}") } } } : { data: spec.body }),
    });
    expect(res.status(), `${route} as ${spec.wrong}`).toBe(403);
    expect(await res.json(), route).toMatchObject({ error: { code: "FORBIDDEN" } });
  }
  await page.context().clearCookies();
  await loginAs(page, world.users.siteAdmin);
  const projects = (await (await page.request.get("/api/projects")).json()) as { projects: { slug: string }[] };
  expect(projects.projects.map((p) => p.slug)).not.toContain("x-authz");
});

test("a member of one project gets 403 on another project's routes", async ({ page, world }) => {
  await loginAs(page, world.users.engineer);
  expect((await page.request.get("/api/projects/demo/bugs")).status()).toBe(403);
  expect((await page.request.get("/api/projects/no-such-project/bugs")).status()).toBe(403);
});
