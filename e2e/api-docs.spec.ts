import { loginAs, expect, test } from "./fixtures";

test("a rater opens the API reference from Settings: every operation is listed and /api/openapi.json is the document", async ({
  page,
  world,
}) => {
  await loginAs(page, world.users.rater);
  await page.goto("/settings");
  await page.getByTestId("api-link").getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/settings\/api$/);
  await expect(page).toHaveTitle("API · Rubricate");
  await expect(page.getByRole("heading", { name: "API", exact: true })).toBeVisible();
  await page.screenshot({ path: "/tmp/openapi-page-top.png" });

  const res = await page.request.get("/api/openapi.json");
  expect(res.status()).toBe(200);
  const doc = (await res.json()) as {
    openapi: string;
    paths: Record<string, Record<string, { summary?: string }>>;
    components: { securitySchemes: Record<string, unknown> };
  };
  expect(doc.openapi).toBe("3.1.0");
  expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
    "bearerAuth",
    "sessionCookie",
  ]);
  const count = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
  const operations = page.getByTestId("api-operation");
  await expect(operations).toHaveCount(count);
  expect(count).toBeGreaterThan(80);

  // One operation opened: its parameters and its request body schema.
  const startRun = page.getByTestId("api-tag-judge").locator("#postProjectsSlugJudgeRuns");
  await expect(startRun.locator("summary").first()).toContainText(
    /POST\s*\/api\/projects\/\{slug\}\/judge\/runs\s/,
  );
  await startRun.locator("summary").first().click();
  await expect(startRun.getByRole("cell", { name: "slug", exact: true })).toBeVisible();
  await startRun.getByText("Request body").click();
  await expect(startRun.locator("pre").first()).toContainText('"configId"');
  await page.screenshot({ path: "/tmp/openapi-page.png", fullPage: false });

  // Signed out, the document is refused like every other route.
  await page.context().clearCookies();
  expect((await page.request.get("/api/openapi.json")).status()).toBe(401);
});
