import type { Page } from "@playwright/test";
import { makeGoldenRubric } from "./golden-rubric";
import { expect, loginAs, test } from "./fixtures";

const BUG = "tinyjson-17"; // three candidate patches

/** One rater's pass over their three items, keyboard only: label, tick, justify, Ctrl+Enter. */
async function labelQueue(page: Page, labels: ("v" | "i")[], tag: string) {
  await page.goto("/");
  await page.getByTestId("campaign-card").filter({ hasText: "Round 1" }).click();
  await expect(page.getByTestId("item-position")).toHaveText("Item 1 of 3");
  await expect(page.getByTestId("golden-rubric").getByRole("checkbox").first()).toBeVisible();
  await page.keyboard.press("?");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  await page.keyboard.press("Escape");
  for (const [i, key] of labels.entries()) {
    await expect(page.getByTestId("item-position")).toHaveText(`Item ${i + 1} of 3`);
    await page.keyboard.press(key);
    await page.keyboard.press("1");
    await expect(page.getByTestId("golden-rubric").getByRole("checkbox").first()).toBeChecked();
    await page.keyboard.press("e");
    await page.keyboard.type(
      `${tag} item ${i + 1}: ${key === "v" ? "meets every requirement" : "misses requirement 2"}`,
    );
    await page.keyboard.press("Control+Enter");
    await expect(page.getByTestId("rater-progress")).toHaveText(`${i + 1} of 3 labelled`);
    // A saved label leaves the text box (so J/K move again); the progress may show first.
    await expect(page.getByLabel("Justification")).not.toBeFocused();
  }
  // K goes back; the saved label and justification are there.
  await page.keyboard.press("k");
  await expect(page.getByTestId("item-position")).toHaveText("Item 2 of 3");
  await expect(page.getByLabel("Justification")).toHaveValue(new RegExp(`${tag} item 2`));
}

test("a lead runs a campaign: three raters label blind by keyboard, a 2-1 split is adjudicated with a theme", async ({
  page,
  world,
  pageAs,
}) => {
  test.setTimeout(120_000);
  await makeGoldenRubric(world, BUG);

  // Lead creates the campaign over golden-rubric bugs with the three raters.
  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}`);
  await page.getByRole("link", { name: "Campaigns" }).click();
  const form = page.getByRole("form", { name: "New campaign" });
  await form.getByLabel("Name").fill("Round 1");
  await form.getByLabel("Instructions for raters").fill("Judge each patch by the golden rubric.");
  await form.getByRole("button", { name: "Create and assign" }).click();
  await expect(page.getByTestId("overall-progress")).toHaveText("0 of 9 labels (0%)");
  await expect(page.getByTestId("rater-row")).toHaveCount(3);
  const overview = page.url();

  // Three raters, each in their own browser; the third rejects the first patch they see.
  const raters = [world.users.rater, world.users.rater2, world.users.rater3];
  const plans: ("v" | "i")[][] = [
    ["v", "v", "v"],
    ["v", "v", "v"],
    ["i", "v", "v"],
  ];
  for (const [i, r] of raters.entries()) {
    const p = await pageAs(r);
    await labelQueue(p, plans[i]!, `rater${i + 1}`);
    // Before the reveal nothing of the others is on the page.
    await expect(p.getByRole("region", { name: "Other raters" })).toHaveCount(0);
  }

  await page.goto(overview);
  await expect(page.getByTestId("overall-progress")).toHaveText("9 of 9 labels (100%)");
  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: "Open reveal phase" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Revealed" })).toHaveText(
    /2 unanimous patches settled, 1 to adjudicate/,
  );
  await page.getByRole("link", { name: "Adjudication" }).click();
  await expect(page.getByTestId("adjudication-summary")).toContainText("1 open");
  const cards = page.getByTestId("ratings-side").locator(".rating-card");
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: "INVALID" })).toContainText("misses requirement 2");
  await page.keyboard.press("i");
  await page.keyboard.press("1");
  await page
    .getByLabel("Consensus notes")
    .fill("Rater 3 saw the unchecked requirement; the others overlooked it.");
  await page.keyboard.press("Control+Enter");
  await expect(page.getByTestId("adjudication-summary")).toContainText("1 adjudicated");
  await expect(page.getByTestId("adjudication-summary")).toContainText("0 open");
  await expect(page.getByRole("link", { name: new RegExp(`✓ ${BUG}`) })).toBeVisible();
});

test("a lead imports external ratings from CSV: bad lines are reported and nothing is written, then the valid ones with skip", async ({
  page,
  world,
}) => {
  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/campaigns`);
  const form = page.getByRole("form", { name: "New campaign" });
  await form.getByLabel("Name").fill("Imported study");
  await form.getByLabel("None yet: I will import ratings from CSV").check();
  await form.getByLabel("Allow UNSURE").check();
  await form.getByRole("button", { name: "Create and assign" }).click();
  const upload = page.getByRole("form", { name: "Import ratings" });
  const csv =
    "item,rater,label\ntinyjson-17:patchagent:gpt-4.1:0,P1,VALID\ntinyjson-17:patchagent:gpt-4.1:0,P2,UNSURE\nno-such-patch,P1,VALID\n";
  await upload
    .getByLabel("Ratings CSV")
    .setInputFiles({ name: "ratings.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await upload.getByRole("button", { name: "Import" }).click();
  const report = page.getByTestId("ratings-report");
  await expect(report).toContainText("Nothing imported: 1 of 3 lines is invalid.");
  await expect(report).toContainText('no patch with id "no-such-patch"');
  await upload.getByLabel("Import valid lines, skip the rest").check();
  await upload.getByRole("button", { name: "Import" }).click();
  await expect(report.getByRole("status").first()).toHaveText(
    "Imported 2 ratings from 2 raters; 1 patch added; 0 unchanged.",
  );
  // The skipped line is a warning of its own, not inside the green success box.
  await expect(page.getByTestId("ratings-skipped")).toContainText("Skipped 1 invalid line:");
  await expect(page.getByTestId("ratings-skipped")).toContainText(
    'no patch with id "no-such-patch"',
  );
  await expect(report.locator(".alert.success")).not.toContainText("no-such-patch");
  await report.screenshot({ path: "/tmp/rater-ratings-import.png" });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Imported study");
  await expect(page.getByText("2 imported ratings from 2 raters")).toBeVisible();
});

test("a refused campaign names the form's field, not the API's path", async ({ page, world }) => {
  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/campaigns`);
  const form = page.getByRole("form", { name: "New campaign" });
  await form.getByLabel("Name").fill("Too early");
  // No bug has a golden rubric yet: the API answers 422 "selection: no patch matches …".
  await form.getByRole("button", { name: "Create and assign" }).click();
  const alert = form.getByRole("alert");
  await expect(alert).toHaveText(/^Patches: no patch matches this selection\./);
  await expect(alert).not.toContainText("selection:");
});
