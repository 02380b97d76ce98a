import type { Page } from "@playwright/test";
import { CAMPAIGN_SELECT } from "@/lib/campaigns/get-campaign-access";
import { ZSetCampaignPeople, ZSubmitRating } from "@/lib/campaigns/schemas";
import { setCampaignPeople } from "@/lib/campaigns/set-campaign-people";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import { expect, loginAs, test, type TWorld } from "./fixtures";
import { makeGoldenRubric } from "./golden-rubric";
import { makeRaterCampaign } from "./rater-world";
import { idOf, recordDialogs } from "./world-ids";

// One rater, one item, two tabs (or a tab left open): a label saved in one tab is never
// overwritten unseen from the other. The second tab's save is refused with a notice that shows
// what the first saved, keeps what was typed, and offers to load the saved label or keep mine.
// And an item a rebalance gave to another rater while it was open says so and keeps the draft.

const BUG = "tinyjson-17"; // three candidate patches
const SAVED_FIRST = "Meets every requirement; the fix is at the cause, not in the test.";
const TYPED_SECOND = "Typed in the second tab: misses requirement 2.";

/** A three-item campaign of the world's rater; its rating page and its items in queue order. */
async function threeItems(world: TWorld) {
  await makeGoldenRubric(world, BUG);
  const campaign = await makeRaterCampaign(world, { name: "Two tabs round" });
  const items = await prisma.assignment.findMany({
    where: { campaignId: campaign.id },
    orderBy: { position: "asc" },
    select: { id: true },
  });
  expect(items).toHaveLength(3);
  return {
    campaignId: campaign.id,
    rate: `/projects/${world.slug}/campaigns/${campaign.id}/rate`,
    items,
  };
}

const radio = (page: Page, name: string) =>
  page.getByRole("radio", { name: new RegExp(`^${name}`) });
const ratingOf = (assignmentId: string) =>
  prisma.rating.findUnique({
    where: { assignmentId },
    select: { id: true, label: true, justification: true },
  });
const auditOf = async (assignmentId: string) => {
  const rating = await ratingOf(assignmentId);
  const rows = await prisma.auditLog.findMany({
    where: { entityType: "Rating", entityId: rating!.id },
    orderBy: { createdAt: "asc" },
    select: { action: true },
  });
  return rows.map((r) => r.action);
};

/**
 * The same item open in two tabs of one browser; the first saves VALID with a justification, the
 * second (still showing the blank form) chooses INVALID, types, and submits: refused, with the
 * notice. Returns the second tab and the notice.
 */
async function conflictInSecondTab(page: Page, world: TWorld) {
  const { campaignId, rate, items } = await threeItems(world);
  const first = items[0]!.id;
  await loginAs(page, world.users.rater);
  const url = `${rate}?item=${first}`;
  await page.goto(url);
  const other = await page.context().newPage();
  await other.goto(url);
  for (const tab of [page, other])
    await expect(tab.getByTestId("item-position")).toHaveText("Item 1 of 3");

  // The first tab saves VALID with a justification, and moves on.
  await page.bringToFront();
  await radio(page, "VALID").click();
  await page.getByLabel("Justification").fill(SAVED_FIRST);
  await page.keyboard.press("Control+Enter");
  await expect(page.getByTestId("rater-progress")).toHaveText("1 of 3 labelled");
  await expect(page.getByTestId("item-position")).toHaveText("Item 2 of 3");
  expect(await ratingOf(first)).toMatchObject({ label: "VALID", justification: SAVED_FIRST });

  // The second tab, still on the blank form, chooses INVALID and submits.
  await other.bringToFront();
  await expect(other.getByRole("button", { name: /^Submit/ })).toBeEnabled();
  await radio(other, "INVALID").click();
  const justification = other.getByLabel("Justification");
  await justification.fill(TYPED_SECOND);
  await other.keyboard.press("Control+Enter");

  // Refused: the notice says what the first tab saved and takes focus; the form is untouched.
  const notice = other.getByTestId("rating-conflict");
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("saved in another tab or window since you opened it");
  await expect(notice.locator(".badge")).toHaveText("VALID");
  await expect(notice).toContainText("Meets every requirement; the fix is at the cause");
  await expect(notice).toBeFocused();
  await expect(radio(other, "INVALID")).toHaveAttribute("aria-checked", "true");
  await expect(radio(other, "VALID")).toHaveAttribute("aria-checked", "false");
  await expect(justification).toHaveValue(TYPED_SECOND);
  await expect(other.getByTestId("rating-error")).toHaveCount(0);
  await expect(other.getByTestId("item-position")).toHaveText("Item 1 of 3");
  // Nothing was overwritten.
  expect(await ratingOf(first)).toMatchObject({ label: "VALID", justification: SAVED_FIRST });
  expect(await auditOf(first)).toEqual(["rating.create"]);
  await other.screenshot({ path: test.info().outputPath("rating-conflict.png"), fullPage: true });
  return { campaignId, rate, first, other, notice, justification };
}

test("two tabs: the second tab's save is refused with what the first saved; Keep mine (from the keyboard) saves it over", async ({
  page,
  world,
}) => {
  const { rate, first, other, notice, justification } = await conflictInSecondTab(page, world);

  // The notice's buttons are the next stops for Tab; Enter on "Keep mine" saves the form as is.
  await other.keyboard.press("Tab");
  await expect(notice.getByRole("button", { name: "Load the saved label" })).toBeFocused();
  await other.keyboard.press("Tab");
  await expect(notice.getByRole("button", { name: "Keep mine" })).toBeFocused();
  await other.keyboard.press("Enter");

  // Saved: the queue moves on as after any save, and the notice is gone.
  await expect(other.getByTestId("item-position")).toHaveText("Item 2 of 3");
  await expect(other.getByTestId("rating-conflict")).toHaveCount(0);
  await expect(other.getByTestId("rater-progress")).toHaveText("1 of 3 labelled");
  expect(await ratingOf(first)).toMatchObject({ label: "INVALID", justification: TYPED_SECOND });
  expect(await auditOf(first)).toEqual(["rating.create", "rating.revise"]);

  // Opened again (a fresh load): the second tab's label and words are the saved ones.
  await other.goto(`${rate}?item=${first}`);
  await expect(other.getByTestId("item-position")).toHaveText("Item 1 of 3");
  await expect(radio(other, "INVALID")).toHaveAttribute("aria-checked", "true");
  await expect(justification).toHaveValue(TYPED_SECOND);
  const decision = other.getByRole("region", { name: "Your label" });
  await expect(decision.getByText("saved", { exact: true })).toBeVisible();
  await expect(decision.getByText("unsaved", { exact: true })).toHaveCount(0);
});

test("two tabs: Load the saved label replaces the second tab's form with the first tab's label and justification", async ({
  page,
  world,
}) => {
  const { first, other, notice, justification } = await conflictInSecondTab(page, world);

  // Ctrl+Enter again asks for a choice first: it leads back to the notice and sends nothing.
  await justification.click();
  await other.keyboard.press("Control+Enter");
  await expect(notice).toBeFocused();
  expect(await auditOf(first)).toEqual(["rating.create"]);

  await notice.getByRole("button", { name: "Load the saved label" }).click();
  await expect(other.getByTestId("rating-conflict")).toHaveCount(0);
  await expect(radio(other, "VALID")).toHaveAttribute("aria-checked", "true");
  await expect(radio(other, "INVALID")).toHaveAttribute("aria-checked", "false");
  await expect(justification).toHaveValue(SAVED_FIRST);
  const decision = other.getByRole("region", { name: "Your label" });
  await expect(decision.getByText("saved", { exact: true })).toBeVisible();
  await expect(decision.getByText("unsaved", { exact: true })).toHaveCount(0);
  const update = other.getByRole("button", { name: /^Update label/ });
  await expect(update).toBeFocused();
  expect(await ratingOf(first)).toMatchObject({ label: "VALID", justification: SAVED_FIRST });

  // The form is now based on the saved label: saving from it goes through, no second notice.
  await other.keyboard.press("Control+Enter");
  await expect(other.getByTestId("item-position")).toHaveText("Item 2 of 3");
  await expect(other.getByTestId("rating-conflict")).toHaveCount(0);
  expect(await ratingOf(first)).toMatchObject({ label: "VALID", justification: SAVED_FIRST });
  expect(await auditOf(first)).toEqual(["rating.create", "rating.revise"]);
});

test("an item reassigned while open: the refused save says so, keeps the draft in the form and the tab, and the reload shows it", async ({
  page,
  world,
}) => {
  const { campaignId, rate, items } = await threeItems(world);
  const raterId = await idOf(world.users.rater);
  const campaign = await prisma.campaign.findUniqueOrThrow({
    where: { id: campaignId },
    select: CAMPAIGN_SELECT,
  });
  // Two items labelled already (done work never moves): the third is the rater's only pending one.
  for (const a of items.slice(0, 2))
    await submitRating({
      campaign,
      raterId,
      assignmentId: a.id,
      input: ZSubmitRating.parse({ label: "VALID" }),
    });
  const open = items[2]!.id;
  await loginAs(page, world.users.rater);
  const asked = recordDialogs(page);
  await page.goto(`${rate}?item=${open}`);
  await expect(page.getByTestId("item-position")).toHaveText("Item 3 of 3");
  await radio(page, "INVALID").click();
  const justification = page.getByLabel("Justification");
  await justification.fill(TYPED_SECOND);

  // Meanwhile the lead adds a rater, through the domain layer: the pending item moves to them.
  await setCampaignPeople({
    campaign,
    actorId: await idOf(world.users.lead),
    input: ZSetCampaignPeople.parse({ raterIds: [raterId, await idOf(world.users.rater2)] }),
  });
  expect(await prisma.assignment.findUnique({ where: { id: open } })).toBeNull();

  // The save is refused (404): reassigned, said so; the form locks with the draft in it.
  await page.keyboard.press("Control+Enter");
  const error = page.getByTestId("rating-error");
  await expect(error).toContainText("this item is no longer in your queue");
  await expect(error).toContainText("reassigned it to another rater");
  await expect(error).toContainText("stays in the form and in this browser tab");
  await expect(page.getByText("Item not found.")).toHaveCount(0);
  await expect(justification).toHaveValue(TYPED_SECOND);
  await expect(radio(page, "INVALID")).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("button", { name: /^Submit/ })).toBeDisabled();
  await expect(page.getByTestId("not-saved")).toBeVisible();
  await expect(page.getByTestId("rater-progress")).toHaveText("2 of 2 labelled");
  expect(
    await page.evaluate((id) => window.sessionStorage.getItem(`rubricate.rating.${id}`), open),
  ).toContain(TYPED_SECOND);
  await page.screenshot({ path: test.info().outputPath("reassigned.png"), fullPage: true });

  // Reloaded: the page says the item is not in the queue (none left to label), as for any
  // reassigned item, and shows the draft kept in this tab.
  await page.reload();
  await expect(page.getByTestId("item-gone")).toContainText("That item is not in your queue");
  const kept = page.getByTestId("kept-draft");
  await expect(kept).toContainText("was not saved; it stays in this browser tab");
  await expect(kept).toContainText("INVALID");
  await expect(kept).toContainText(TYPED_SECOND);
  expect(asked).toEqual([]);
  expect(await prisma.rating.count({ where: { campaignId } })).toBe(2);
});
