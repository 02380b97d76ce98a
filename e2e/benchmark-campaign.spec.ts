import { expect, loginAs, test } from "./fixtures";

test("a lead previews the benchmark drawn from agent samples per bug type, rerolls, and creates that campaign", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/campaigns`);
  const form = page.getByRole("form", { name: "New campaign" });
  await form.getByLabel("Name").fill("Benchmark round 1");
  await form.getByRole("radio", { name: /Build from agent samples/ }).check();
  await form.getByLabel("Patches per bug (k)").fill("2");
  await form.getByLabel("Seed", { exact: true }).fill("42");
  // The demo: 8 bugs of 8 types, 28 samples, 27 unique texts, 19 of them pass; k = 2 draws 16.
  const table = form.getByRole("table", { name: "Benchmark patches per bug type" });
  const total = table.getByRole("row").filter({ hasText: "Total" });
  await expect(total.getByRole("cell")).toHaveText([
    "Total",
    "8",
    "8",
    "28",
    "27",
    "19",
    "0",
    "16",
  ]);
  await expect(table.getByRole("row")).toHaveCount(1 + 8 + 1);
  await page.screenshot({ path: "/tmp/sampling-benchmark-form.png", fullPage: true });

  // Another seed draws another set of the same size; seed 42 is set back before creating.
  await form.getByRole("button", { name: "Reroll" }).click();
  await expect(form.getByLabel("Seed", { exact: true })).not.toHaveValue("42");
  await expect(total.getByRole("cell").last()).toHaveText("16");
  await form.getByLabel("Seed", { exact: true }).fill("42");
  await form.getByLabel("Raters per patch").fill("1");
  await form.getByRole("button", { name: "Create and assign" }).click();

  await page.waitForURL(/\/campaigns\/[^/]+$/);
  await expect(page.getByRole("heading", { name: /Benchmark round 1/ })).toBeVisible();
  await expect(
    page.getByText(/16 patches · 1 rater per patch · drawn from agent samples \(k = 2, seed 42\)/),
  ).toBeVisible();
  await page.screenshot({ path: "/tmp/sampling-benchmark-campaign.png" });
});
