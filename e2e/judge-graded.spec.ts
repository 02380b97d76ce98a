import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { getCampaignAccess } from "@/lib/campaigns/get-campaign-access";
import { ZCreateCampaign, ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import { DEFAULT_GRADED_SCALE } from "@/lib/scales/schemas";
import { computeWeightedCohenKappa } from "@/lib/stats/compute-weighted-cohen-kappa";
import { expect, loginAs, test, type TWorld } from "./fixtures";

const STEERED = "tinyjson-17";

/**
 * Through the domain layer: STEERED's report asks the mock LLM for grade 2 (its label stays
 * VALID, so the grade overrides it), and a revealed graded campaign over every patch where two
 * raters grade STEERED's patches 2 and 3 and the others 3 and 4 (the server derives each label).
 */
async function setUp(world: TWorld) {
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const bug = await prisma.bug.findFirstOrThrow({
    where: { projectId: project.id, externalId: STEERED },
  });
  await prisma.bug.update({
    where: { id: bug.id },
    data: { report: `${bug.report}\nMOCK_GRADE=2` },
  });
  const raters = await prisma.user.findMany({
    where: { email: { in: [world.users.rater.email, world.users.rater2.email] } },
    orderBy: { email: "asc" },
  });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } });
  const c = await createCampaign({
    projectId: project.id,
    actorId: lead.id,
    input: ZCreateCampaign.parse({
      name: "Graded round",
      selection: { kind: "all" },
      ratersPerPatch: 2,
      raterIds: raters.map((r) => r.id),
    }),
  });
  await prisma.campaign.update({
    where: { id: c.id },
    data: { scale: JSON.stringify(DEFAULT_GRADED_SCALE) },
  });
  for (const [i, rater] of raters.entries()) {
    const { campaign } = await getCampaignAccess({
      user: rater,
      slug: world.slug,
      campaignId: c.id,
      need: "rate",
    });
    const assignments = await prisma.assignment.findMany({
      where: { campaignId: c.id, raterId: rater.id },
      select: { id: true, patch: { select: { bugId: true } } },
    });
    for (const a of assignments) {
      const grade = (a.patch.bugId === bug.id ? 2 : 3) + i;
      await submitRating({
        campaign,
        raterId: rater.id,
        assignmentId: a.id,
        input: ZSubmitRating.parse({ grade, justification: "graded" }),
      });
    }
  }
  await changeCampaignPhase({ campaignId: c.id, actorId: lead.id, input: { phase: "reveal" } });
  const patches = await prisma.patch.count({ where: { projectId: project.id } });
  return { patches, campaignId: c.id };
}

test("a lead saves a graded configuration, runs it with the mock LLM, and reads the grades and the graded agreement with the raters", async ({
  page,
  world,
}) => {
  test.setTimeout(150_000);
  const { patches, campaignId } = await setUp(world);

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/judge`);
  const form = page.getByRole("form", { name: "New configuration" });
  await form.getByLabel("Name").fill("Graded judge");
  await form.getByLabel("Provider").selectOption("openai-compatible");
  await form.getByLabel("Model").fill("mock-graded-model");
  await form.getByLabel("Reference").selectOption({ label: "Ground-truth patch" });
  await form.getByRole("combobox", { name: "Scale", exact: true }).selectOption("graded");
  await expect(form.getByLabel("Grade 4 label")).toHaveValue("Right");
  await form
    .getByLabel("Grade 4 definition")
    .fill("Fixes the root cause; a maintainer would merge it as it is.");
  await form.getByLabel("Add dimension").selectOption("minimality");
  await expect(form.getByTestId("scale-dimension")).toContainText("minimality");
  await form.getByRole("button", { name: "Save configuration" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved Graded judge v1.");
  const row = page.getByTestId("config-row").filter({ hasText: "Graded judge" });
  await expect(row.getByTestId("config-scale")).toHaveText(
    "+ graded 1–4, VALID from 3 (minimality)",
  );

  const start = page.getByRole("form", { name: "Start a run" });
  await start.getByLabel("Configuration").selectOption({ label: "Graded judge v1" });
  await start
    .getByLabel("Campaign (for agreement)")
    .selectOption({ label: `Graded round (reveal, ${patches} patches)` });
  await start.getByRole("button", { name: "Start run" }).click();
  await page.waitForURL(/\/judge\/runs\/[^/]+$/);
  await expect(page.getByTestId("run-status")).toHaveText("completed", { timeout: 90_000 });
  await expect(page.getByTestId("result-row")).toHaveCount(patches);
  await expect(page.getByTestId("run-scale")).toContainText(
    "graded 1–4 (VALID from 3; minimality)",
  );

  // Grades in the table: STEERED's patches 2 (their VALID overridden to INVALID), others 4.
  const steeredRow = page.getByTestId("result-row").filter({ hasText: STEERED }).first();
  await expect(steeredRow.getByTestId("result-grade")).toContainText("2 (minimality 2)");
  await expect(steeredRow).toContainText("INVALID");
  const otherRow = page.getByTestId("result-row").filter({ hasNotText: STEERED }).first();
  await expect(otherRow.getByTestId("result-grade")).toContainText("4");

  // The graded agreement equals compute-weighted-cohen-kappa on the stored grades.
  const runId = page.url().split("/").at(-1)!;
  const results = await prisma.judgeResult.findMany({ where: { runId } });
  const ratings = await prisma.rating.findMany({ where: { campaignId } });
  const a = results.map((r) => r.grade! - 1);
  const b = results.map(
    (r) => Math.min(...ratings.filter((x) => x.patchId === r.patchId).map((x) => x.grade!)) - 1,
  );
  const q = computeWeightedCohenKappa({ a, b, categories: 4, weights: "quadratic" }).kappa!;
  const l = computeWeightedCohenKappa({ a, b, categories: 4, weights: "linear" }).kappa!;
  const graded = page.getByRole("region", { name: "Graded agreement with raters" });
  await expect(graded.getByTestId("graded-kappa-quadratic")).toHaveText(q.toFixed(3));
  await expect(graded.getByTestId("graded-kappa-linear")).toHaveText(l.toFixed(3));
  const exact = a.filter((x, i) => x === b[i]).length / a.length;
  await expect(graded.getByTestId("graded-exact")).toHaveText(`${Math.round(exact * 100)}%`);
  const overridden = results.filter((r) => r.modelLabel !== null).length;
  expect(overridden).toBeGreaterThan(0);
  await expect(graded).toContainText(`${overridden} verdicts' labels contradicted the grade`);
  await graded.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/gradedj-run.png", fullPage: true });

  // A sample shows its grade and the overridden label.
  await steeredRow.click();
  await expect(page.getByTestId("result-drawer").getByTestId("sample-grade").first()).toContainText(
    "grade 2 · minimality 2 (model said VALID; set from the grade)",
  );
});
