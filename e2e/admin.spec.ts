import { PASSWORD, loginAs, expect, test } from "./fixtures";

test("a rater cannot reach the admin page or the admin API", async ({ page, world }) => {
  await loginAs(page, world.users.rater);
  const res = await page.goto("/admin");
  expect(res?.status()).toBe(403);
  await expect(page.getByText("403 · Not allowed")).toBeVisible();
  expect((await page.request.get("/api/admin/users")).status()).toBe(403);
  // Nor browse the project's patches (raters see only their labelling queue).
  expect((await page.goto(`/projects/${world.slug}`))?.status()).toBe(403);
});

test("a site admin creates a user with a role, changes the role, and the user signs in", async ({
  page,
  world,
  pageAs,
}) => {
  await loginAs(page, world.users.siteAdmin);
  await page.goto("/admin");
  const email = `new-${Date.now()}@e2e.test`;
  const form = page.getByRole("form", { name: "Create user" });
  await form.getByLabel("Name").fill("New Rater");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Initial password").fill("short");
  await form.getByLabel("Project").selectOption(world.slug);
  await form.getByLabel("Role").selectOption("rater");
  await form.getByRole("button", { name: "Create user" }).click();
  // The browser's own check refuses the short password first; the server check is covered by the API test.
  await form.getByLabel("Initial password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create user" }).click();
  await expect(form.getByRole("status")).toHaveText(`Created ${email}.`);

  await page.getByLabel("Project for roles").selectOption(world.slug);
  const row = page.getByTestId(`user-row-${email}`);
  await expect(row.getByLabel(`rater in ${world.slug} for ${email}`)).toBeChecked();
  await row.getByLabel(`engineer in ${world.slug} for ${email}`).check();
  await expect(row).toContainText(`${world.slug}:engineer`);

  const api = await page.request.post("/api/admin/users", {
    data: { email: "bad", name: "", password: "x" },
  });
  expect(api.status()).toBe(422);
  expect((await api.json()).error.fields.map((f: { path: string }) => f.path)).toEqual([
    "email",
    "name",
    "password",
  ]);

  const p2 = await pageAs({ email, name: "New Rater" });
  await p2.goto(`/projects/${world.slug}`);
  await expect(p2.getByRole("heading", { level: 1 })).toContainText("E2E");
});
