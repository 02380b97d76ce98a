import { readFileSync } from "node:fs";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ZCreateCampaign, ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import { expect, loginAs, test, type TWorld } from "./fixtures";

/** A campaign over the demo's patches, every rater labelling every patch, not yet revealed. */
async function labelledCampaign(world: TWorld) {
  const project = await prisma.project.findUniqueOrThrow({ where: { slug: world.slug } });
  const [leadId, ...raterIds] = await Promise.all(
    [world.users.lead, world.users.rater, world.users.rater2, world.users.rater3].map(
      async (u) => (await prisma.user.findUniqueOrThrow({ where: { email: u.email } })).id,
    ),
  );
  const created = await createCampaign({
    projectId: project.id,
    actorId: leadId!,
    input: ZCreateCampaign.parse({ name: "Export", selection: { kind: "all" }, raterIds }),
  });
  const assignments = await prisma.assignment.findMany({ where: { campaignId: created.id } });
  for (const a of assignments)
    await submitRating({
      campaign: { id: created.id, projectId: project.id, phase: "labelling", allowUnsure: false },
      raterId: a.raterId,
      assignmentId: a.id,
      input: ZSubmitRating.parse({ label: "VALID", justification: "=looks right" }),
    });
  return { campaignId: created.id, ratings: assignments.length };
}

test("a lead exports a revealed campaign's labels; a rater never sees the button and gets 403", async ({
  page,
  world,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const { campaignId, ratings } = await labelledCampaign(world);
  const url = `/projects/${world.slug}/campaigns/${campaignId}`;
  const api = `/api/projects/${world.slug}/campaigns/${campaignId}/ratings/export?format=csv`;
  const rater = await pageAs(world.users.rater);
  const exportButton = (p: typeof page) => p.getByRole("link", { name: "Export labels" });

  // Before the reveal: no button for the lead, and the file is refused to everyone.
  await loginAs(page, world.users.lead);
  await page.goto(url);
  await expect(page.getByTestId("campaign-phase")).toHaveText("labelling");
  await expect(exportButton(page)).toHaveCount(0);
  expect((await page.request.get(api)).status()).toBe(409);
  await rater.goto(url);
  await expect(exportButton(rater)).toHaveCount(0);
  expect((await rater.request.get(api)).status()).toBe(403);

  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: "Open reveal phase" }).click();
  await expect(page.getByTestId("campaign-phase")).toHaveText("reveal");
  await expect(exportButton(page)).toBeVisible();
  await page.screenshot({ path: "/tmp/cli-labels-export.png", fullPage: true });
  const [download] = await Promise.all([page.waitForEvent("download"), exportButton(page).click()]);
  expect(download.suggestedFilename()).toBe(`campaign-${campaignId}-labels.csv`);
  const lines = readFileSync((await download.path())!, "utf8")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe(
    "item,bug,rater,label,justification,requirements,time_on_item_ms,submitted_at,consensus,consensus_method,consensus_themes,consensus_history",
  );
  expect(lines).toHaveLength(ratings + 1);
  expect(lines[1]).toContain(",VALID,'=looks right,");
  expect(lines[1]).toContain(",VALID,unanimous,");

  // After the reveal a rater still has no way to the file.
  await rater.goto(url);
  await expect(exportButton(rater)).toHaveCount(0);
  expect((await rater.request.get(api)).status()).toBe(403);
});
