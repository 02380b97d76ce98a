import { readFileSync } from "node:fs";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import { ZImportExternalRun } from "@/lib/judge/external/schemas-external";
import { expect, loginAs, test, type TWorld } from "./fixtures";

/**
 * Through the domain layer, on ten of the demo's patches P0 … P9 (bug, then patch order): a
 * revealed campaign whose two raters agree (VALID on P0, INVALID on P1–P8, nothing on P9), and
 * three imported runs linked to it: Beta (VALID on P0 and P8), then Alpha v1 (VALID on P0–P7)
 * and Alpha v2 (Alpha v1 but INVALID on P3). Alpha v1 against Beta: A-only VALID 7, B-only 1,
 * McNemar exact p = 2·9/256 = 0.0703125, and B is right on the seven flips, A on one.
 * A rater of the project is still labelling P1 in a second campaign.
 */
async function setUp(world: TWorld) {
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } });
  const rater = await prisma.user.findUniqueOrThrow({ where: { email: world.users.rater.email } });
  const P = (
    await prisma.patch.findMany({
      where: { projectId: project.id },
      select: { id: true, externalId: true, bug: { select: { externalId: true } } },
    })
  )
    .sort(
      (x, y) =>
        x.bug.externalId.localeCompare(y.bug.externalId) ||
        x.externalId.localeCompare(y.externalId),
    )
    .slice(0, 10);
  const campaignId = (
    await createCampaign({
      projectId: project.id,
      actorId: lead.id,
      input: ZCreateCampaign.parse({ name: "Reference", selection: { kind: "none" } }),
    })
  ).id;
  const ratings = P.slice(0, 9).flatMap((p, i) =>
    ["r1", "r2"].map((r) => `${p.externalId},${r},${i === 0 ? "VALID" : "INVALID"}`),
  );
  await importRatings({
    campaign: { id: campaignId, projectId: project.id, phase: "labelling", allowUnsure: false },
    actorId: null,
    fileName: "ratings.csv",
    bytes: Buffer.from(["item,rater,label", ...ratings].join("\n") + "\n"),
  });
  await changeCampaignPhase({ campaignId, actorId: lead.id, input: { phase: "reveal" } });
  const importRun = async (name: string, tag: string, valid: (i: number) => boolean) => {
    const rows = P.map(
      (p, i) => `${p.externalId},${valid(i) ? "VALID" : "INVALID"},${tag} on ${p.externalId}`,
    );
    const report = await importExternalVerdicts({
      projectId: project.id,
      actorId: null,
      fileName: `${tag}.csv`,
      bytes: Buffer.from(["patchId,label,justification", ...rows].join("\n") + "\n"),
      settings: ZImportExternalRun.parse({ name, model: "m", campaignId }),
    });
    return report.runs[0]!.id!;
  };
  const beta = await importRun("Beta", "Beta", (i) => i === 0 || i === 8);
  const alpha1 = await importRun("Alpha", "Alpha one", (i) => i <= 7);
  const alpha2 = await importRun("Alpha", "Alpha two", (i) => i <= 7 && i !== 3);
  // Still labelling: the rater, on P1.
  const labelling = await prisma.campaign.create({
    data: {
      projectId: project.id,
      name: "Second round",
      raters: { create: { userId: rater.id, role: "rater" } },
    },
  });
  await prisma.campaignPatch.create({
    data: { campaignId: labelling.id, patchId: P[1]!.id, position: 0 },
  });
  return { campaignId, beta, alpha1, alpha2, P: P.map((p) => p.externalId) };
}

test("a lead compares two runs from the research page and the alignment view", async ({
  page,
  world,
}) => {
  test.setTimeout(180_000);
  const { campaignId, beta, alpha1, alpha2, P } = await setUp(world);
  await loginAs(page, world.users.lead);

  // From the research page's paired-runs table.
  await page.goto(`/projects/${world.slug}/research?campaignId=${campaignId}`);
  await page
    .getByTestId("research-pairs")
    .getByRole("link", { name: "Compare Alpha v1 · m (external) with Beta v1 · m (external)" })
    .click();
  await expect(page).toHaveURL(new RegExp(`runA=${alpha1}&runB=${beta}&campaign=${campaignId}`));
  await expect(page).toHaveTitle(`Compare runs · ${world.slug} · Rubricate`);
  const summary = page.getByTestId("compare-summary");
  await expect(summary.getByTestId("only-a-valid")).toHaveText("7");
  await expect(summary.getByTestId("only-b-valid")).toHaveText("1");
  await expect(summary.getByTestId("both-valid")).toHaveText("1");
  await expect(summary.getByTestId("both-invalid")).toHaveText("1");
  await expect(summary.getByTestId("p-verdicts")).toHaveText("0.070");
  await expect(summary.getByTestId("p-consensus")).toHaveText("0.070");
  await expect(summary.getByTestId("compare-reading")).toContainText(
    "The runs disagree on 8 of 10 paired patches",
  );
  await expect(summary.getByTestId("compare-reading")).toContainText(
    "B is right on 7 of them and A on 1",
  );
  const flips = page.getByTestId("compared-patch");
  await expect(flips).toHaveCount(8);
  const p1 = page.locator(`[data-testid="compared-patch"][data-patch="${P[1]}"]`);
  await expect(p1.getByTestId("side-A")).toContainText(`Alpha one on ${P[1]}`);
  await expect(p1.getByTestId("side-B")).toContainText(`Beta on ${P[1]}`);
  await expect(p1.getByTestId("consensus")).toContainText("INVALID");
  await expect(p1.getByTestId("agrees")).toHaveText("B is right");
  await page.screenshot({ path: "/tmp/runcmp-compare.png", fullPage: true });

  // Every paired patch, and the CSV of them.
  await page.getByRole("radio", { name: /All paired/ }).check();
  await expect(page).toHaveURL(/show=all/);
  await expect(flips).toHaveCount(10);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "CSV (every patch)" }).click();
  const csv = readFileSync((await (await download).path())!, "utf8").split("\r\n");
  expect(csv[0]).toBe(
    "Bug,Patch,Run A,Run A confidence,Run A justification,Run B,Run B confidence,Run B justification,Consensus,Flipped,Agrees with consensus",
  );
  expect(csv.filter((l) => l.length > 0)).toHaveLength(11);

  // Another run B in the picker: the URL follows, and so do the figures.
  await page.getByRole("combobox", { name: "Run B", exact: true }).selectOption(alpha2);
  await expect(page).toHaveURL(new RegExp(`runB=${alpha2}`));
  await expect(summary.getByTestId("only-a-valid")).toHaveText("1");
  await expect(summary.getByTestId("only-b-valid")).toHaveText("0");
  await expect(summary.getByTestId("compare-reading")).toContainText(
    "The runs disagree on 1 of 10 paired patches",
  );

  // From the alignment view: v2's row compares it with v1.
  await page.goto(`/projects/${world.slug}/judge/alignment?config=Alpha&campaign=${campaignId}`);
  await page.getByRole("link", { name: "Compare v1 with v2" }).click();
  await expect(page).toHaveURL(new RegExp(`runA=${alpha1}&runB=${alpha2}`));
  await expect(summary.getByTestId("only-a-valid")).toHaveText("1");
  await expect(page.getByTestId("compared-patch")).toHaveCount(1);
  await expect(page.getByTestId("compared-patch")).toHaveAttribute("data-patch", P[3]!);

  // A bad URL: a clear message, and the pickers still work.
  await page.goto(`/projects/${world.slug}/judge/compare?runA=nope&runB=${beta}`);
  await expect(page.getByTestId("compare-error")).toContainText(
    "Judge run nope was not found in this project, or has no results yet.",
  );
  await expect(page.getByRole("combobox", { name: "Run A", exact: true })).toHaveValue("nope");
  await page.screenshot({ path: "/tmp/runcmp-bad-url.png", fullPage: true });
  await page.getByRole("combobox", { name: "Run A", exact: true }).selectOption(alpha1);
  await expect(summary.getByTestId("only-a-valid")).toHaveText("7");
  await page.goto(`/projects/${world.slug}/judge/compare?runA=${beta}`);
  await expect(page.getByTestId("compare-empty")).toContainText("Choose two runs to compare");
  await page.goto(`/projects/${world.slug}/judge/compare?runA=${beta}&runB=${beta}`);
  await expect(page.getByTestId("compare-error")).toContainText("choose a different run");
});

test("a rater still labelling a compared patch gets no comparison: 403 (raters lack judge:read)", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const { beta, alpha1 } = await setUp(world);
  await loginAs(page, world.users.rater);
  const api = await page.request.get(
    `/api/projects/${world.slug}/judge/compare?runA=${alpha1}&runB=${beta}`,
  );
  expect(api.status()).toBe(403);
  const csv = await page.request.get(
    `/api/projects/${world.slug}/judge/compare?runA=${alpha1}&runB=${beta}&format=csv`,
  );
  expect(csv.status()).toBe(403);
  await page.goto(`/projects/${world.slug}/judge/compare?runA=${alpha1}&runB=${beta}`);
  await expect(page.getByRole("heading", { name: "403 · Not allowed" })).toBeVisible();
  await expect(page.getByTestId("compare-summary")).toHaveCount(0);
});
