import type { Page } from "@playwright/test";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { prisma } from "@/lib/db/client";
import { changeStudyPhase } from "@/lib/studies/change-study-phase";
import { createStudy } from "@/lib/studies/create-study";
import { saveStudyRubric } from "@/lib/studies/save-study-rubric";
import { ZChangeStudyPhase, ZCreateStudy, ZSaveStudyRubric } from "@/lib/studies/schemas";
import { idOf, recordDialogs } from "./world-ids";
import { expect, loginAs, test, type TWorld } from "./fixtures";
import { makeLongRubricCampaign } from "./rater-world";

// The ends of a queue: the last item saved, a phase change under an open item, and a study
// labelled in two tabs. Each leaves the rater on a page that tells the truth and can be used.

/** A campaign of one item with a long rubric (rater-world), open on the rater's page. */
async function openTheOnlyItem(page: Page, world: TWorld) {
  const rate = await makeLongRubricCampaign(world);
  const campaignId = rate.split("/").at(-2)!;
  await loginAs(page, world.users.rater);
  await page.goto(rate);
  await expect(page.getByTestId("item-position")).toHaveText("Item 1 of 1");
  return { rate, campaignId };
}

test("the last item: requirements ticked out of order and a trailing space read saved once submitted, and leaving asks nothing", async ({
  page,
  world,
}) => {
  const { campaignId } = await openTheOnlyItem(page, world);
  const rubric = page.getByTestId("golden-rubric");
  const third = rubric.getByRole("checkbox", { name: /^Requirement 3:/ });
  const first = rubric.getByRole("checkbox", { name: /^Requirement 1:/ });
  await expect(first).toBeVisible();
  const asked = recordDialogs(page);

  // Requirement 3 ticked before requirement 1, and the justification ends with a space.
  await page.keyboard.press("3");
  await expect(third).toBeChecked();
  await page.keyboard.press("1");
  await expect(first).toBeChecked();
  await page.keyboard.press("i");
  await page.getByLabel("Justification").click();
  await page.keyboard.type("Misses requirement 12 ");
  const panel = page.getByRole("region", { name: "Your label" });
  await expect(panel.getByText("unsaved", { exact: true })).toBeVisible();
  await page.keyboard.press("Control+Enter");

  // Saved, and said so: this is the last item, so the form stays, with nothing unsent in it.
  await expect(page.getByTestId("rater-progress")).toHaveText("1 of 1 labelled");
  await expect(panel.getByText("saved", { exact: true })).toBeVisible();
  await expect(panel.getByText("unsaved", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Update label/ })).toBeEnabled();
  await expect(page.getByTestId("item-position")).toHaveText("Item 1 of 1");
  expect(
    await prisma.rating.findFirstOrThrow({
      where: { campaignId },
      select: { label: true, justification: true, checklist: true },
    }),
  ).toEqual({ label: "INVALID", justification: "Misses requirement 12", checklist: "[0,2]" });

  // Nothing unsent: the link leaves without a question.
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(asked).toEqual([]);
});

test("the reveal opened under an open item: the refused save locks the form, says why, and keeps the justification", async ({
  page,
  world,
}) => {
  const { campaignId } = await openTheOnlyItem(page, world);
  const intro = page.getByTestId("rater-intro");
  await expect(intro).toContainText("stay hidden until the lead opens the reveal phase");
  await page.keyboard.press("v");
  const justification = page.getByLabel("Justification");
  await justification.click();
  await page.keyboard.type("Meets every requirement I checked.");

  // Meanwhile the lead opens the reveal phase, through the domain layer.
  await changeCampaignPhase({
    campaignId,
    actorId: await idOf(world.users.lead),
    input: { phase: "reveal" },
  });

  // The save is refused: the page now shows the phase it is in, locked, and says why; the
  // justification typed stays in the form.
  await page.keyboard.press("Control+Enter");
  await expect(page.locator(".alert.error")).toContainText(
    "Not saved: Labels are final: the lead has opened the reveal phase.",
  );
  await expect(intro).toContainText("The reveal phase is open");
  await expect(page.getByText("Labels are final: the reveal phase is open.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Submit/ })).toBeDisabled();
  await expect(page.getByRole("radio", { name: /^VALID/ })).toBeDisabled();
  await expect(page.getByTestId("not-saved")).toBeVisible();
  await expect(justification).toHaveValue("Meets every requirement I checked.");
  await page.screenshot({ path: test.info().outputPath("reveal-locked.png"), fullPage: true });
  expect(await prisma.rating.count({ where: { campaignId } })).toBe(0);
});

test("a study labelled in two tabs: the second tab's record of the same patch says so and shows the next one", async ({
  page,
  world,
}) => {
  const bug = "tinyjson-17"; // three candidate patches
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const raters = [world.users.rater, world.users.rater2];
  const study = await createStudy({
    projectId: project.id,
    actorId: await idOf(world.users.lead),
    input: ZCreateStudy.parse({
      name: "Two tabs",
      raterIds: await Promise.all(raters.map(idOf)),
      bugIds: [bug],
    }),
  });
  for (const r of raters)
    await saveStudyRubric({
      study: { id: study.id, projectId: project.id, phase: "authoring" },
      authorId: await idOf(r),
      bugExternalId: bug,
      input: ZSaveStudyRubric.parse({
        content: "The fix must stop the out-of-bounds read at its cause.",
        submit: true,
      }),
    });
  await changeStudyPhase({
    studyId: study.id,
    actorId: await idOf(world.users.lead),
    input: ZChangeStudyPhase.parse({ phase: "labelling" }),
  });

  // The same rater, the labelling page open in two tabs, both on the first patch.
  const url = `/projects/${world.slug}/studies/${study.id}/label`;
  await loginAs(page, world.users.rater);
  await page.goto(url);
  const other = await page.context().newPage();
  await other.goto(url);
  for (const tab of [page, other])
    await expect(tab.getByTestId("study-item")).toHaveText("Patch 1 of 3 · your rubric");

  // Recorded in the first tab: it moves on.
  await page.getByRole("radio", { name: /^VALID/ }).click();
  await page.getByRole("button", { name: /^Record label/ }).click();
  await expect(page.getByTestId("study-item")).toHaveText("Patch 2 of 3 · your rubric");

  // Recorded in the second tab, still on the first patch: refused, said so, and the next patch.
  await other.getByRole("radio", { name: /^INVALID/ }).click();
  await other.getByLabel("Justification").fill("Typed in the second tab.");
  await other.getByRole("button", { name: /^Record label/ }).click();
  await expect(other.getByTestId("study-conflict")).toHaveText(
    "That patch was already labelled (in another tab); here is your next one.",
  );
  await expect(other.getByTestId("study-item")).toHaveText("Patch 2 of 3 · your rubric");
  await expect(other.locator(".alert.error")).toHaveCount(0);
  await other.screenshot({ path: test.info().outputPath("study-second-tab.png"), fullPage: true });
  await expect(other.getByRole("progressbar", { name: "With your rubric" })).toHaveAttribute(
    "aria-valuenow",
    "1",
  );

  // The first tab's label stands, alone.
  expect(
    await prisma.studyLabel.findMany({
      where: { studyId: study.id, rater: { email: world.users.rater.email } },
      select: { setting: true, label: true },
    }),
  ).toEqual([{ setting: "own", label: "VALID" }]);

  // Recording the next patch there works, and the notice goes.
  await other.getByRole("radio", { name: /^VALID/ }).click();
  await other.getByRole("button", { name: /^Record label/ }).click();
  await expect(other.getByTestId("study-item")).toHaveText("Patch 3 of 3 · your rubric");
  await expect(other.getByTestId("study-conflict")).toHaveCount(0);
});
