import { loginAs, expect, test } from "./fixtures";

test("an engineer browses bug → ground-truth diff → patch diff; untrusted text stays inert", async ({
  page,
  world,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await loginAs(page, world.users.engineer);
  await page.goto("/");
  await page.getByTestId("project-card").filter({ hasText: world.slug }).click();
  await expect(page.locator("tbody tr")).toHaveCount(8);

  await page.getByLabel("Bug type").selectOption("Use-after-free");
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page).toHaveURL(/type=Use-after-free/);
  await page.getByLabel("Bug type").selectOption("");
  await page.getByLabel("Rubric status").selectOption("golden");
  await expect(page.getByText("No bugs match")).toBeVisible();
  await page.getByLabel("Rubric status").selectOption("none");
  await expect(page.locator("tbody tr")).toHaveCount(8);

  await page.keyboard.press("/");
  await page.keyboard.type("httpmini");
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await page.getByRole("link", { name: "httpmini-112" }).click();
  await expect(page.getByTestId("bug-report")).toBeVisible();
  const truth = page.getByLabel("Ground-truth fix");
  await expect(truth.locator(".d2h-file-wrapper")).toHaveCount(1);
  await expect(truth.locator(".d2h-ins").first()).toBeVisible();

  await page.getByRole("link", { name: "httpmini-112:swe-agent:claude-sonnet-4:0" }).click();
  const diff = page.getByLabel("Candidate patch");
  await expect(diff).toContainText('<script>alert("xss")</script>');
  await expect(diff.locator("script")).toHaveCount(0);
  await diff.getByRole("button", { name: "Side by side" }).click();
  await expect(diff.locator(".d2h-file-side-diff").first()).toBeVisible();
  await page.reload();
  await expect(
    page.getByLabel("Candidate patch").getByRole("button", { name: "Side by side" }),
  ).toHaveAttribute("aria-pressed", "true");
  expect(dialogs).toEqual([]);
});

test("a missing bug or patch shows the 404 page", async ({ page, world }) => {
  await loginAs(page, world.users.engineer);
  expect((await page.goto(`/projects/${world.slug}/bugs/nope`))?.status()).toBe(404);
  expect((await page.goto(`/projects/${world.slug}/patches/nope`))?.status()).toBe(404);
  await expect(page.getByText("404 · Not found")).toBeVisible();
});
