import { prisma } from "@/lib/db/client";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import { ZImportExternalRun } from "@/lib/judge/external/schemas-external";
import { expect, loginAs, test, type TWorld } from "./fixtures";

/** A judge run over the world's 27 demo patches: the i-th (by id) with confidence i/30. */
async function setUp(world: TWorld) {
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const patches = await prisma.patch.findMany({
    where: { projectId: project.id },
    orderBy: { externalId: "asc" },
    select: { externalId: true },
  });
  const lines = patches.map((p, i) =>
    JSON.stringify({ patchId: p.externalId, label: "VALID", confidence: i / 30 }),
  );
  await importExternalVerdicts({
    projectId: project.id,
    actorId: null,
    fileName: "verdicts.jsonl",
    bytes: Buffer.from(lines.join("\n")),
    settings: ZImportExternalRun.parse({ name: "Scored judge", model: "m" }),
  });
  return { lowest: patches[0]!.externalId };
}

test("a lead routes a judge run's least confident patches to a review campaign and reads why; raters never see the reason", async ({
  page,
  world,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const { lowest } = await setUp(world);

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/campaigns`);
  const form = page.getByRole("form", { name: "New campaign" });
  await form.getByLabel("Name").fill("Low-confidence review");
  await form.getByRole("radio", { name: /Active review/ }).check();
  // Submitting without a run names the missing field.
  await form.getByLabel("Raters per patch").fill("1");
  await form.getByRole("button", { name: "Create and assign" }).click();
  await expect(form.getByRole("alert")).toContainText("choose a judge run");
  await form
    .getByLabel("Judge run", { exact: true })
    .selectOption({ label: "Scored judge v1 · completed" });
  await form.getByLabel("Percentile").fill("25");
  await form.getByRole("button", { name: "Create and assign" }).click();

  // 27 confidences 0 … 26/30: seven lie below the 25th percentile (0.217).
  await expect(page.getByTestId("overall-progress")).toHaveText("0 of 7 labels (0%)");
  const why = page.getByRole("region", { name: "Why these patches" });
  await expect(why.getByTestId("review-reason")).toHaveCount(7);
  await expect(why.getByTestId("review-reason").filter({ hasText: lowest })).toContainText(
    'confidence 0.000 is below the 25th percentile (0.217) of "Scored judge v1"',
  );

  // A rater labels the first routed patch without any trace of why it was routed.
  const rater = await pageAs(world.users.rater);
  await rater.goto("/");
  await rater.getByTestId("campaign-card").filter({ hasText: "Low-confidence review" }).click();
  await rater.waitForURL(/\/rate/);
  await expect(rater.getByLabel("Justification")).toBeVisible();
  const html = await rater.content();
  expect(html).not.toContain("percentile");
  expect(html).not.toContain("Scored judge");
  const campaignId = rater.url().split("/campaigns/")[1]!.split("/")[0]!;
  expect(
    (await rater.request.get(`/api/projects/${world.slug}/campaigns/${campaignId}`)).status(),
  ).toBe(403);
});
