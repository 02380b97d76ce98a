import type { TProjectRole } from "@/lib/auth/roles";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { createJudgeConfig } from "@/lib/judge/create-judge-config";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { startJudgeRun } from "@/lib/judge/start-judge-run";
import { E2E_BASE_URL } from "./e2e-env";
import { discoverRoutes } from "./routes";
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
  "GET /api/me/campaigns": { wrong: "none" },
  "GET /api/projects/[slug]/campaigns": { wrong: "engineer" },
  "POST /api/projects/[slug]/campaigns": { wrong: "rater", body: { name: "x", selection: { kind: "all" } } },
  "GET /api/projects/[slug]/campaigns/[campaignId]": { wrong: "rater" },
  "PATCH /api/projects/[slug]/campaigns/[campaignId]": { wrong: "rater", body: { phase: "reveal" } },
  "PUT /api/projects/[slug]/campaigns/[campaignId]/people": { wrong: "rater", body: { raterIds: [] } },
  "POST /api/projects/[slug]/campaigns/[campaignId]/ratings": { wrong: "rater" },
  "GET /api/projects/[slug]/campaigns/[campaignId]/queue": { wrong: "lead" },
  "GET /api/projects/[slug]/campaigns/[campaignId]/items/[assignmentId]": { wrong: "lead" },
  "PUT /api/projects/[slug]/campaigns/[campaignId]/items/[assignmentId]/rating": { wrong: "lead", body: { label: "VALID" } },
  "GET /api/projects/[slug]/campaigns/[campaignId]/adjudication": { wrong: "rater" },
  "GET /api/projects/[slug]/campaigns/[campaignId]/adjudication/[patchId]": { wrong: "rater" },
  "PUT /api/projects/[slug]/campaigns/[campaignId]/adjudication/[patchId]": { wrong: "rater", body: { label: "VALID", themes: ["other"] } },
  "GET /api/projects/[slug]/judge/configs": { wrong: "rater" },
  "POST /api/projects/[slug]/judge/configs": { wrong: "engineer", body: { name: "authz", provider: "baseline", reference: "ground_truth" } },
  "GET /api/projects/[slug]/judge/runs": { wrong: "rater" },
  "POST /api/projects/[slug]/judge/runs": { wrong: "engineer", body: { configId: "x" } },
  "GET /api/projects/[slug]/judge/runs/[runId]": { wrong: "rater" },
  "POST /api/projects/[slug]/judge/runs/[runId]/cancel": { wrong: "engineer" },
  "POST /api/projects/[slug]/judge/runs/[runId]/retry": { wrong: "engineer", body: {} },
  "GET /api/projects/[slug]/judge/runs/[runId]/results": { wrong: "rater" },
  "GET /api/projects/[slug]/judge/runs/[runId]/results/[patchId]": { wrong: "rater" },
  "GET /api/projects/[slug]/judge/runs/[runId]/export": { wrong: "rater" },
  "GET /api/projects/[slug]/agreement": { wrong: "rater" },
  "GET /api/projects/[slug]/agreement/export": { wrong: "rater" },
};
/** better-auth's own endpoints are public by design. */
const PUBLIC = new Set(["GET /api/auth/[...all]", "POST /api/auth/[...all]"]);


type TIds = { campaignId: string; assignmentId: string; patchId: string; runId: string };
const NO_IDS: TIds = { campaignId: "any", assignmentId: "any", patchId: "any", runId: "any" };

function concrete(route: string, world: TWorld, ids: TIds = NO_IDS): string {
  const patchId = route.includes("/campaigns/") || route.includes("/judge/") ? ids.patchId : "any";
  return route.replace("[slug]", world.slug).replace("[bugId]", "tinyjson-17").replace("[patchId]", patchId).replace("[userId]", "any").replace("[batchId]", "any")
    .replace("[campaignId]", ids.campaignId).replace("[assignmentId]", ids.assignmentId).replace("[runId]", ids.runId);
}

/** A real campaign of the world's three raters, so campaign routes are checked against real ids. */
async function campaignIds(world: TWorld): Promise<TIds> {
  const project = await prisma.project.findUniqueOrThrow({ where: { slug: world.slug }, select: { id: true } });
  const raters = await prisma.user.findMany({ where: { email: { in: [world.users.rater.email, world.users.rater2.email, world.users.rater3.email] } }, select: { id: true } });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email }, select: { id: true } });
  const c = await createCampaign({ projectId: project.id, actorId: lead.id, input: ZCreateCampaign.parse({ name: "authz", selection: { kind: "all" }, raterIds: raters.map((r) => r.id) }) });
  const a = await prisma.assignment.findFirstOrThrow({ where: { campaignId: c.id, rater: { email: world.users.rater.email } }, select: { id: true, patchId: true } });
  const config = await createJudgeConfig({ projectId: project.id, actorId: lead.id, input: ZCreateJudgeConfig.parse({ name: "authz", provider: "baseline", reference: "ground_truth" }) });
  const run = await startJudgeRun({ projectId: project.id, actorId: lead.id, input: ZStartJudgeRun.parse({ configId: config.id }) });
  return { campaignId: c.id, assignmentId: a.id, patchId: a.patchId, runId: run.id };
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
  const ids = await campaignIds(world);
  for (const [route, spec] of Object.entries(EXPECTED)) {
    if (spec.wrong === "none") continue;
    await page.context().clearCookies();
    await loginAs(page, world.users[spec.wrong]);
    const [method, url] = route.split(" ") as [string, string];
    const res = await page.request.fetch(concrete(url, world, ids), {
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
  expect(await prisma.campaign.findUniqueOrThrow({ where: { id: ids.campaignId }, select: { phase: true } })).toEqual({ phase: "labelling" });
  expect(await prisma.rating.count({ where: { campaignId: ids.campaignId } })).toBe(0);
  const project = await prisma.project.findUniqueOrThrow({ where: { slug: world.slug }, select: { id: true } });
  expect(await prisma.judgeConfig.count({ where: { projectId: project.id } })).toBe(1);
  expect(await prisma.judgeRun.count({ where: { projectId: project.id } })).toBe(1);
  expect(await prisma.auditLog.count({ where: { projectId: project.id, action: { in: ["judge.run.cancel", "judge.run.retry"] } } })).toBe(0);
});

test("a member of one project gets 403 on another project's routes", async ({ page, world }) => {
  await loginAs(page, world.users.engineer);
  expect((await page.request.get("/api/projects/demo/bugs")).status()).toBe(403);
  expect((await page.request.get("/api/projects/no-such-project/bugs")).status()).toBe(403);
});

test("a rater whose project roles an admin removed loses the campaign at once and keeps what they labelled", async ({ page, world, pageAs }) => {
  const ids = await campaignIds(world);
  const api = `/api/projects/${world.slug}/campaigns/${ids.campaignId}`;
  const rater = await prisma.user.findUniqueOrThrow({ where: { email: world.users.rater.email }, select: { id: true } });
  const [first, second] = await prisma.assignment.findMany({ where: { campaignId: ids.campaignId, raterId: rater.id }, orderBy: { position: "asc" }, select: { id: true } });
  await loginAs(page, world.users.rater);
  await page.goto("/");
  await expect(page.getByTestId("campaign-card")).toHaveCount(1);
  expect((await page.request.put(`${api}/items/${first!.id}/rating`, { data: { label: "VALID", justification: "labelled before" } })).status()).toBe(200);

  // The site admin removes every role the rater held in the project.
  const admin = await pageAs(world.users.siteAdmin);
  expect((await admin.request.put(`/api/admin/users/${rater.id}/roles`, { data: { projectSlug: world.slug, roles: [] } })).status()).toBe(200);

  for (const res of [await page.request.get(`${api}/queue`), await page.request.get(`${api}/items/${first!.id}`), await page.request.put(`${api}/items/${second!.id}/rating`, { data: { label: "INVALID", justification: "after" } }), await page.request.put(`${api}/items/${first!.id}/rating`, { data: { label: "INVALID", justification: "revised after" } })]) {
    expect(res.status(), res.url()).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
  }
  await page.goto(`/projects/${world.slug}/campaigns/${ids.campaignId}/rate`);
  await expect(page.getByRole("heading", { name: "403 · Not allowed" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByTestId("campaign-card")).toHaveCount(0);
  // Nothing written after the change, nothing lost from before it.
  expect(await prisma.rating.findMany({ where: { campaignId: ids.campaignId }, select: { assignmentId: true, label: true, justification: true } })).toEqual([{ assignmentId: first!.id, label: "VALID", justification: "labelled before" }]);

  // The lead sees who can no longer rate; given the role back, the rater finds their work.
  const lead = await pageAs(world.users.lead);
  await lead.goto(`/projects/${world.slug}/campaigns/${ids.campaignId}`);
  await expect(lead.getByTestId("rater-row").filter({ hasText: world.users.rater.name })).toContainText("rater role removed");
  expect((await admin.request.put(`/api/admin/users/${rater.id}/roles`, { data: { projectSlug: world.slug, roles: ["rater"] } })).status()).toBe(200);
  expect(await (await page.request.get(`${api}/queue`)).json()).toMatchObject({ done: 1 });
});
