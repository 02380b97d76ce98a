import type { Locator, Page } from "@playwright/test";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { prisma } from "@/lib/db/client";
import { expect, loginAs, test } from "./fixtures";
import { makeLongRubricCampaign, UNTITLED_BUG } from "./rater-world";

/** The element's box lies inside the window, whole. */
async function expectInViewport(page: Page, target: Locator, what: string) {
  const box = await target.boundingBox();
  const view = page.viewportSize()!;
  expect(box, `${what} is rendered`).not.toBeNull();
  expect(box!.x, `${what} left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what} top edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} right edge`).toBeLessThanOrEqual(view.width);
  expect(box!.y + box!.height, `${what} bottom edge`).toBeLessThanOrEqual(view.height);
}

/** The label buttons and Submit are whole in the window and not cut by their own box. */
async function expectDecisionInView(page: Page, where: string) {
  const group = page.getByRole("radiogroup", { name: "Label" });
  const groupBox = (await group.boundingBox())!;
  for (const name of ["VALID", "INVALID", "UNSURE"]) {
    const radio = group.getByRole("radio", { name: new RegExp(`^${name}`) });
    await expectInViewport(page, radio, `${name} (${where})`);
    const box = (await radio.boundingBox())!;
    // .seg clips its overflow: a button must lie within the group's box to be seen whole.
    expect(box.x + box.width, `${name} inside its group (${where})`).toBeLessThanOrEqual(
      groupBox.x + groupBox.width + 0.5,
    );
    expect(box.y + box.height, `${name} inside its group (${where})`).toBeLessThanOrEqual(
      groupBox.y + groupBox.height + 0.5,
    );
  }
  await expectInViewport(page, page.getByRole("button", { name: /^Submit/ }), `Submit (${where})`);
  await expectInViewport(page, page.getByLabel("Justification"), `Justification (${where})`);
  // Nothing is wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

/** Scrolls the page to `fraction` of its height and waits for the frame that shows it (the
 * side column fits itself to the window in the scroll event, which a frame dispatches). */
const scrollTo = (page: Page, fraction: number) =>
  page.evaluate(async (f) => {
    window.scrollTo(0, f * (document.documentElement.scrollHeight - window.innerHeight));
    for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
  }, fraction);

test("at 1280×720 the label controls and Submit stay in view over a long rubric", async ({
  page,
  world,
}) => {
  const rate = await makeLongRubricCampaign(world);
  await page.setViewportSize({ width: 1280, height: 720 });
  await loginAs(page, world.users.rater);
  await page.goto(rate);
  await expect(page.getByTestId("item-position")).toHaveText("Item 1 of 1");
  const rubric = page.getByTestId("golden-rubric");
  await expect(rubric.getByRole("checkbox")).not.toHaveCount(0);
  // The rubric alone is taller than the window: it scrolls in a region of its own.
  expect((await rubric.boundingBox())!.height).toBeGreaterThan(720);
  // An untitled bug is named by its id once.
  await expect(page.getByTestId("bug-heading")).toHaveText(UNTITLED_BUG);

  // The rubric scrolls in a region of its own; the decision panel sits below it and covers none.
  const region = page.getByRole("region", { name: "Rubric", exact: true });
  const panel = page.getByRole("region", { name: "Your label" });
  const expectPanelBelowRubric = async (where: string) => {
    const box = (await region.boundingBox())!;
    expect(
      (await panel.boundingBox())!.y,
      `panel below the rubric (${where})`,
    ).toBeGreaterThanOrEqual(box.y + box.height - 0.5);
    await expectInViewport(page, region, `the rubric region (${where})`);
  };
  await expectDecisionInView(page, "top of the page");
  await expectPanelBelowRubric("top of the page");
  await page.screenshot({ path: "/tmp/rater-1280-top.png" });
  for (const at of [0.3, 0.6, 1]) {
    await scrollTo(page, at);
    await expectDecisionInView(page, `scrolled ${at * 100}%`);
    await expectPanelBelowRubric(`scrolled ${at * 100}%`);
  }
  // The sticky rater bar never covers the side column.
  const bar = (await page.locator(".rater-bar").boundingBox())!;
  expect((await region.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);

  // Reading the rubric with the wheel scrolls the rubric alone: the patch stays where it is.
  await scrollTo(page, 0.2);
  const pageAt = await page.evaluate(() => window.scrollY);
  const patchAt = (await page.getByRole("heading", { name: "Candidate patch" }).boundingBox())!.y;
  const box = (await region.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => region.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(pageAt);
  expect((await page.getByRole("heading", { name: "Candidate patch" }).boundingBox())!.y).toBe(
    patchAt,
  );
  await page.screenshot({ path: "/tmp/rater-1280-middle.png" });
  // By keyboard: R gives the rubric the focus, and Page Down scrolls it, not the page.
  const wheeled = await region.evaluate((el) => el.scrollTop);
  await page.keyboard.press("r");
  await expect(region).toBeFocused();
  await page.keyboard.press("PageDown");
  await expect.poll(() => region.evaluate((el) => el.scrollTop)).toBeGreaterThan(wheeled);
  expect(await page.evaluate(() => window.scrollY)).toBe(pageAt);

  // Every requirement can still be read and ticked: the last one scrolls into the region, whole
  // and above the panel.
  const last = rubric.getByRole("checkbox").last();
  await last.scrollIntoViewIfNeeded();
  const tick = (await last.locator("..").boundingBox())!;
  expect(tick.y + tick.height).toBeLessThanOrEqual((await panel.boundingBox())!.y);
  await last.check();
  await expect(last).toBeChecked();
});

test("at 700 px wide the labelling page is one column and nothing is cut", async ({
  page,
  world,
}) => {
  const rate = await makeLongRubricCampaign(world);
  await page.setViewportSize({ width: 700, height: 720 });
  await loginAs(page, world.users.rater);
  await page.goto(rate);
  await expect(page.getByTestId("item-position")).toHaveText("Item 1 of 1");
  // One column: the report panel and the rubric panel share their left edge and width.
  const report = (await page.getByTestId("bug-heading").locator("..").boundingBox())!;
  const side = (await page.locator(".rater-side").boundingBox())!;
  expect(Math.abs(side.x - report.x)).toBeLessThan(1);
  expect(Math.abs(side.width - report.width)).toBeLessThan(1);
  expect(side.y).toBeGreaterThan(report.y + report.height);

  await page.getByRole("radiogroup", { name: "Label" }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: /^Submit/ }).scrollIntoViewIfNeeded();
  await expectDecisionInView(page, "700 px");
  // Nothing is fitted to the window here: scrolled down to Submit, the column still holds the whole rubric, with no overflow.
  expect(
    await page.locator(".rater-side").evaluate((el) => el.scrollHeight - el.clientHeight),
  ).toBeLessThanOrEqual(1);
  await page.screenshot({ path: "/tmp/rater-700.png" });
  await page.getByRole("radio", { name: /^UNSURE/ }).click();
  await expect(page.getByRole("radio", { name: /^UNSURE/ })).toHaveAttribute(
    "aria-checked",
    "true",
  );
});

test("leaving with an unsubmitted justification asks first; dismissing stays with the draft", async ({
  page,
  world,
}) => {
  const rate = await makeLongRubricCampaign(world);
  await loginAs(page, world.users.rater);
  await page.goto(rate);
  await expect(page.getByTestId("item-position")).toHaveText("Item 1 of 1");

  // Nothing typed yet: links leave without a question.
  const asked: string[] = [];
  page.on("dialog", (d) => {
    asked.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  // Typed by keyboard: a real user gesture, which Chromium needs before it prompts on unload.
  await page.getByLabel("Justification").click();
  await page.keyboard.type("Misses requirement 12");
  await page.getByRole("link", { name: "Home" }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/^confirm: .*not submitted/);
  await expect(page).toHaveURL(new RegExp(`${rate}$`));
  await expect(page.getByLabel("Justification")).toHaveValue("Misses requirement 12");

  // Closing the tab asks too (the browser's own prompt).
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked.length).toBe(2);
  expect(asked[1]).toMatch(/^beforeunload/);
});

test("a submitted label leaves freely, and the header says what is true in each phase", async ({
  page,
  world,
}) => {
  const rate = await makeLongRubricCampaign(world);
  await loginAs(page, world.users.rater);
  await page.goto(rate);
  await expect(page.getByTestId("item-position")).toHaveText("Item 1 of 1");
  const intro = page.getByTestId("rater-intro");
  await expect(intro).toContainText("Label each candidate patch VALID, INVALID or UNSURE");
  await expect(intro).toContainText("stay hidden until the lead opens the reveal phase");
  await page.keyboard.press("i");
  await page.getByLabel("Justification").fill("Misses requirement 12");
  await page.keyboard.press("Control+Enter");
  await expect(page.getByTestId("rater-progress")).toHaveText("1 of 1 labelled");

  const lead = await prisma.user.findUniqueOrThrow({
    where: { email: world.users.lead.email },
    select: { id: true },
  });
  const campaignId = rate.split("/").at(-2)!;
  await changeCampaignPhase({ campaignId, actorId: lead.id, input: { phase: "reveal" } });
  await page.reload();
  await expect(intro).toContainText("The reveal phase is open");
  await expect(intro).not.toContainText("hidden");
  await expect(page.getByText("Labels are final: the reveal phase is open.")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^INVALID/ })).toBeDisabled();
  // The lone rating is unanimous, so it has its consensus and the campaign can close.
  await changeCampaignPhase({ campaignId, actorId: lead.id, input: { phase: "closed" } });
  await page.reload();
  await expect(intro).toContainText("This campaign is closed");
  await expect(intro).not.toContainText("reveal phase is open");
  await expect(page.getByText("Labels are final: the campaign is closed.")).toBeVisible();

  // Saved: the link leaves without a question.
  let asked = 0;
  page.on("dialog", (d) => {
    asked++;
    void d.dismiss();
  });
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(asked).toBe(0);
});
