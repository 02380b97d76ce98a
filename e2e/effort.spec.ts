import { prisma } from "@/lib/db/client";
import { expect, loginAs, test } from "./fixtures";
import { makeLongRubricCampaign, UNTITLED_BUG } from "./rater-world";

test("a rater's active time on an item reaches the lead's effort report, and only the lead's; an engineer sees their own rubric time", async ({
  page,
  pageAs,
  world,
}) => {
  const rate = await makeLongRubricCampaign(world);
  await loginAs(page, world.users.rater);
  await page.goto(rate);
  await expect(page.getByTestId("item-position")).toHaveText("Item 1 of 1");
  await page.keyboard.press("i");
  await page.getByLabel("Justification").click();
  await page.keyboard.type("Misses requirement 12");
  await page.keyboard.press("Control+Enter");
  await expect(page.getByTestId("rater-progress")).toHaveText("1 of 1 labelled");

  // The browser sent the active time with the label; it was stored on the rating.
  const rating = await prisma.rating.findFirstOrThrow({
    where: { campaign: { project: { slug: world.slug } } },
    select: { timeSpentMs: true },
  });
  expect(rating.timeSpentMs).toBeGreaterThan(0);
  expect(rating.timeSpentMs).toBeLessThan(10 * 60_000);

  // The report is for leads and admins: the rater gets 403.
  expect((await page.request.get(`/api/projects/${world.slug}/effort`)).status()).toBe(403);

  const lead = await pageAs(world.users.lead);
  await lead.goto(`/projects/${world.slug}`);
  await lead.getByRole("link", { name: "Effort", exact: true }).click();
  const bugs = lead.getByRole("table", { name: "Effort per bug" });
  const row = bugs.getByRole("row").filter({ hasText: UNTITLED_BUG });
  await expect(row).toHaveCount(1);
  // Bug, rubric editing (the fixture's one save of 2 min), review (1 min), raters' total,
  // ratings (1), patches (1).
  await expect(row.getByRole("cell").nth(1)).toHaveText("2.0 min (1 save)");
  await expect(row.getByRole("cell").nth(2)).toHaveText("1.0 min");
  await expect(row.getByRole("cell").nth(4)).toHaveText("1");
  await expect(row.getByRole("cell").nth(5)).toHaveText("1");
  const raters = lead.getByRole("table", { name: "Effort per rater" });
  await expect(raters.getByRole("row").filter({ hasText: world.users.rater.name })).toHaveCount(1);
  await expect(lead.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    `/api/projects/${encodeURIComponent(world.slug)}/effort?format=csv`,
  );
  await expect(lead.getByTestId("effort-scatter").locator(".recharts-scatter-symbol")).toHaveCount(
    1,
  );
  await lead.screenshot({ path: "/tmp/effort-report.png", fullPage: true });

  // An engineer sees no report, only their own rubric time on My work.
  const engineer = await pageAs(world.users.engineer);
  expect((await engineer.request.get(`/api/projects/${world.slug}/effort`)).status()).toBe(403);
  await engineer.goto(`/projects/${world.slug}/work`);
  await expect(engineer.getByTestId("my-rubric-time")).toHaveText(
    "Your active rubric time here: 2.0 min refining, 0 s reviewing.",
  );
  await engineer.screenshot({ path: "/tmp/effort-my-work.png" });
});
