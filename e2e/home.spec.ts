import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { getCampaignAccess } from "@/lib/campaigns/get-campaign-access";
import { ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import { requestDrafts } from "@/lib/rubrics/request-drafts";
import { ZRequestDrafts, ZSubmitRubric } from "@/lib/rubrics/schemas";
import { submitRubric } from "@/lib/rubrics/submit-rubric";
import { campaignIds, waitForBackgroundWork } from "./authz-world";
import { expect, test, type TWorld, type TWorldUser } from "./fixtures";

const userOf = (u: TWorldUser) =>
  prisma.user.findUniqueOrThrow({
    where: { email: u.email },
    select: { id: true, email: true, name: true, isAdmin: true },
  });

/** Engineer 2 drafts (offline) and submits tinyjson-17's rubric: it waits for another engineer. */
async function rubricInReview(world: TWorld): Promise<void> {
  const project = await prisma.project.findUniqueOrThrow({ where: { slug: world.slug } });
  const a = await userOf(world.users.engineer2);
  await requestDrafts({
    projectId: project.id,
    actorId: a.id,
    input: ZRequestDrafts.parse({ bugIds: ["tinyjson-17"], engine: "offline" }),
  });
  await waitForBackgroundWork();
  const rubric = await prisma.rubric.findFirstOrThrow({
    where: { format: "templated", bug: { projectId: project.id, externalId: "tinyjson-17" } },
    select: { currentVersionId: true },
  });
  await submitRubric({
    projectId: project.id,
    bugExternalId: "tinyjson-17",
    format: "templated",
    userId: a.id,
    ...ZSubmitRubric.parse({ versionId: rubric.currentVersionId! }),
  });
}

/** Every rater labels every patch of the campaign, rater 3 against the others on the first; then reveal. */
async function revealWithDispute(world: TWorld, campaignId: string): Promise<void> {
  for (const [i, u] of [world.users.rater, world.users.rater2, world.users.rater3].entries()) {
    const user = await userOf(u);
    const { campaign } = await getCampaignAccess({
      user,
      slug: world.slug,
      campaignId,
      need: "rate",
    });
    const mine = await prisma.assignment.findMany({
      where: { campaignId, raterId: user.id },
      orderBy: { patchId: "asc" },
    });
    for (const [j, a] of mine.entries())
      await submitRating({
        campaign,
        raterId: user.id,
        assignmentId: a.id,
        input: ZSubmitRating.parse({
          label: i === 2 && j === 0 ? "INVALID" : "VALID",
          justification: "e2e",
        }),
      });
  }
  await changeCampaignPhase({
    campaignId,
    actorId: (await userOf(world.users.lead)).id,
    input: { phase: "reveal" },
  });
}

test("an engineer's home shows the rubric waiting for their confirmation; the entry opens the review", async ({
  pageAs,
  world,
}) => {
  await rubricInReview(world);
  const page = await pageAs(world.users.engineer);
  await page.goto("/");
  const entry = page.getByRole("link", { name: "Confirm or return the rubric of tinyjson-17" });
  await expect(entry).toBeVisible();
  await page.screenshot({ path: "/tmp/home-engineer.png", fullPage: true });
  await entry.click();
  await expect(page).toHaveURL(`/projects/${world.slug}/bugs/tinyjson-17/rubric/review`);
  await expect(page.getByRole("heading", { name: "Confirm the rubric" })).toBeVisible();
  // Engineer 2, who submitted it, is not asked to confirm their own rubric.
  const author = await pageAs(world.users.engineer2);
  await author.goto("/");
  await expect(author.getByTestId("home-work-empty")).toBeVisible();
});

test("a rater's home shows only their own patches left; the entry opens their labelling queue", async ({
  pageAs,
  world,
}) => {
  const ids = await campaignIds(world);
  const mine = await prisma.assignment.count({
    where: { campaignId: ids.campaignId, rater: { email: world.users.rater.email } },
  });
  const page = await pageAs(world.users.rater);
  await page.goto("/");
  const entry = page.getByRole("link", { name: `Label ${mine} patches left in authz` });
  await expect(entry).toBeVisible();
  // Blind: only their own work, nothing about disputes, runs or other raters.
  await expect(page.getByTestId("home-entry")).toHaveCount(1);
  await page.screenshot({ path: "/tmp/home-rater.png", fullPage: true });
  await entry.click();
  await expect(page).toHaveURL(`/projects/${world.slug}/campaigns/${ids.campaignId}/rate`);
  await expect(page.getByRole("heading", { name: "authz" })).toBeVisible();
});

test("a lead's home shows open disputes and the judge run finished since the last visit; entries open the work", async ({
  pageAs,
  world,
}) => {
  const ids = await campaignIds(world);
  await waitForBackgroundWork();
  await revealWithDispute(world, ids.campaignId);
  const page = await pageAs(world.users.lead);
  await page.goto("/");
  const dispute = page.getByRole("link", { name: "Settle 1 open dispute in authz" });
  await expect(dispute).toBeVisible();
  const run = page.getByRole("link", { name: /^Judge run of authz finished/ });
  await expect(run).toBeVisible();
  await expect(page.getByTestId("home-entry")).toHaveCount(2);
  await page.screenshot({ path: "/tmp/home-lead.png", fullPage: true });
  await run.click();
  await expect(page).toHaveURL(`/projects/${world.slug}/judge/runs/${ids.runId}`);
  await expect(page.getByRole("heading", { name: /authz/ })).toBeVisible();
  // The run was seen: the next visit no longer lists it; the dispute is still open.
  await page.goto("/");
  await expect(page.getByRole("link", { name: /^Judge run of/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Settle 1 open dispute in authz" }).click();
  // The adjudication page names its item in the URL (?patch=…).
  await expect(page).toHaveURL(
    new RegExp(
      `/projects/${world.slug}/campaigns/${ids.campaignId}/adjudicate(\\?patch=[\\w-]+)?$`,
    ),
  );
  await expect(page.getByRole("heading", { name: "Adjudication" })).toBeVisible();
});

test("with nothing waiting, the home page says so", async ({ pageAs, world }) => {
  const page = await pageAs(world.users.siteAdmin);
  await page.goto("/");
  await expect(page.getByTestId("home-work-empty")).toContainText("Nothing is waiting for you");
  await page.screenshot({ path: "/tmp/home-empty.png", fullPage: true });
});
