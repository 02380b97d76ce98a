import { prisma } from "@/lib/db/client";
import { campaignIds } from "./authz-world";
import { EXPECTED, PUBLIC } from "./authz-routes";
import { discoverRoutes } from "./routes";
import { loginAs, makeWorld, expect, test } from "./fixtures";

// The route × principal matrix (every route, seven principals, database unchanged by the
// forbidden) is e2e/authz-matrix.spec.ts; cross-project id swaps are e2e/idor.spec.ts.
test("every API route is listed in e2e/authz-routes.ts, so none escapes the authorization checks", () => {
  const found = discoverRoutes();
  expect(found.filter((r) => !PUBLIC.has(r))).toEqual(Object.keys(EXPECTED).sort());
});

test("a member of one project gets 403 on another project's routes and pages; a project that does not exist is 404 for everyone", async ({
  page,
  world,
  pageAs,
}) => {
  const other = await makeWorld("authz-other");
  await loginAs(page, world.users.engineer);
  expect((await page.request.get(`/api/projects/${other.slug}/bugs`)).status()).toBe(403);
  expect((await page.request.get("/api/projects/no-such-project/bugs")).status()).toBe(404);
  expect(
    (await page.request.get("/api/projects/no-such-project/campaigns/c1/queue")).status(),
  ).toBe(404);
  expect((await page.request.get("/api/projects/no-such-project/studies/s1")).status()).toBe(404);
  const res = await page.goto(`/projects/${other.slug}/agreement`);
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "403 · Not allowed" })).toBeVisible();
  for (const path of ["", "/agreement", "/campaigns/c1", "/studies/s1", "/studies"]) {
    const missing = await page.goto(`/projects/no-such-project${path}`);
    expect(missing?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "404 · Not found" })).toBeVisible();
  }
  // The site admin, who may open every project, gets 404 too (not 403).
  const admin = await pageAs(world.users.siteAdmin);
  expect((await admin.request.get("/api/projects/no-such-project/bugs")).status()).toBe(404);
  expect((await admin.goto("/projects/no-such-project"))?.status()).toBe(404);
  await expect(admin.getByRole("heading", { name: "404 · Not found" })).toBeVisible();
  expect((await admin.request.get(`/api/projects/${other.slug}/bugs`)).status()).toBe(200);
});

test("a rater whose project roles an admin removed loses the campaign at once and keeps what they labelled", async ({
  page,
  world,
  pageAs,
}) => {
  const ids = await campaignIds(world);
  const api = `/api/projects/${world.slug}/campaigns/${ids.campaignId}`;
  const rater = await prisma.user.findUniqueOrThrow({
    where: { email: world.users.rater.email },
    select: { id: true },
  });
  const [first, second] = await prisma.assignment.findMany({
    where: { campaignId: ids.campaignId, raterId: rater.id },
    orderBy: { position: "asc" },
    select: { id: true },
  });
  await loginAs(page, world.users.rater);
  await page.goto("/");
  await expect(page.getByTestId("campaign-card")).toHaveCount(1);
  expect(
    (
      await page.request.put(`${api}/items/${first!.id}/rating`, {
        data: { label: "VALID", justification: "labelled before" },
      })
    ).status(),
  ).toBe(200);

  // The site admin removes every role the rater held in the project.
  const admin = await pageAs(world.users.siteAdmin);
  expect(
    (
      await admin.request.put(`/api/admin/users/${rater.id}/roles`, {
        data: { projectSlug: world.slug, roles: [] },
      })
    ).status(),
  ).toBe(200);

  for (const res of [
    await page.request.get(`${api}/queue`),
    await page.request.get(`${api}/items/${first!.id}`),
    await page.request.put(`${api}/items/${second!.id}/rating`, {
      data: { label: "INVALID", justification: "after" },
    }),
    await page.request.put(`${api}/items/${first!.id}/rating`, {
      data: { label: "INVALID", justification: "revised after" },
    }),
  ]) {
    expect(res.status(), res.url()).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
  }
  await page.goto(`/projects/${world.slug}/campaigns/${ids.campaignId}/rate`);
  await expect(page.getByRole("heading", { name: "403 · Not allowed" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByTestId("campaign-card")).toHaveCount(0);
  // Nothing written after the change, nothing lost from before it.
  expect(
    await prisma.rating.findMany({
      where: { campaignId: ids.campaignId },
      select: { assignmentId: true, label: true, justification: true },
    }),
  ).toEqual([{ assignmentId: first!.id, label: "VALID", justification: "labelled before" }]);

  // The lead sees who can no longer rate; given the role back, the rater finds their work.
  const lead = await pageAs(world.users.lead);
  await lead.goto(`/projects/${world.slug}/campaigns/${ids.campaignId}`);
  await expect(
    lead.getByTestId("rater-row").filter({ hasText: world.users.rater.name }),
  ).toContainText("rater role removed");
  expect(
    (
      await admin.request.put(`/api/admin/users/${rater.id}/roles`, {
        data: { projectSlug: world.slug, roles: ["rater"] },
      })
    ).status(),
  ).toBe(200);
  expect(await (await page.request.get(`${api}/queue`)).json()).toMatchObject({ done: 1 });
});
