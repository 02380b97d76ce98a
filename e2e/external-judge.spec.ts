import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildAgreementTables } from "@/lib/agreement/build-agreement-tables";
import { getAgreementDashboard } from "@/lib/agreement/get-agreement-dashboard";
import { ZAgreementQuery } from "@/lib/agreement/schemas";
import { prisma } from "@/lib/db/client";
import { getResearchReport } from "@/lib/research/get-research-report";
import { ZResearchQuery } from "@/lib/research/schemas";
import { seedPilotCampaign } from "@/lib/seed/seed-pilot-campaign";
import { expect, loginAs, test } from "./fixtures";

/**
 * A lead imports another system's scores for the demo's pilot campaign as an external run on the
 * judge page (a bad file first: nothing written, the line named), then finds the run in the
 * agreement dashboard's ablation table with the κ the domain layer computes.
 */
test("a lead imports external verdicts and compares them with the consensus in the ablation table", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } });
  const { campaignId } = await seedPilotCampaign({
    projectId: project.id,
    actorId: lead.id,
    dataDir: "lib/demo/data",
  });
  const campaign = await prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } });
  // Scores from the consensus, with every third patch's score flipped and one "don't know" (50).
  const consensus = await prisma.consensus.findMany({
    where: { campaignId },
    select: { label: true, patch: { select: { externalId: true } } },
    orderBy: { patch: { externalId: "asc" } },
  });
  const lines = consensus.map((c, i) => {
    const valid = (c.label === "VALID") !== (i % 3 === 0);
    const score = i === 1 ? 50 : valid ? 80 : 20;
    return JSON.stringify({ patchId: c.patch.externalId, score, why: `row ${i}` });
  });
  const dir = path.join(tmpdir(), `rubricate-e2e-external-${world.slug}`);
  const good = path.join(dir + "-good.jsonl");
  const bad = path.join(dir + "-bad.jsonl");
  writeFileSync(good, lines.join("\n") + "\n");
  writeFileSync(bad, [lines[0], '{"patchId":"no-such-patch","score":10}'].join("\n"));

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/judge`);
  const form = page.getByRole("form", { name: "Import external verdicts" });
  await form.getByLabel("Run name").fill("Other system");
  await form.getByLabel("Model", { exact: true }).fill("their-model");
  await form.getByLabel("Source").fill("their replication package");
  await form.getByLabel("Campaign").selectOption(campaignId);
  await form.getByLabel("Threshold").fill("50");
  await form.getByLabel("Don't know score").fill("50");
  await form.getByLabel("Don't know counts as").selectOption("INVALID");
  await form.getByRole("group").getByText("Fields read").click();
  await form.getByLabel("Justification field").fill("why");

  await form.getByLabel("Verdicts file").setInputFiles(bad);
  await form.getByRole("button", { name: "Import" }).click();
  const report = form.getByTestId("external-import-report");
  await expect(report).toContainText("Nothing imported: 1 of 2 lines is invalid");
  await expect(report).toContainText('no patch with id "no-such-patch"');
  expect(await prisma.judgeRun.count({ where: { projectId: project.id } })).toBe(0);

  await form.getByLabel("Verdicts file").setInputFiles(good);
  await form.getByRole("button", { name: "Import" }).click();
  await expect(report).toContainText(
    `Imported 1 run: Other system (${consensus.length} verdicts, 0 without)`,
  );
  const row = page.getByTestId("run-row").filter({ hasText: "Other system" });
  await expect(row).toContainText("external");
  await expect(row).toContainText("completed");

  const expected = await getAgreementDashboard({
    projectId: project.id,
    viewerId: lead.id,
    query: ZAgreementQuery.parse({}),
  });
  const ablation = buildAgreementTables({ dashboard: expected }).ablation;
  const label = "Other system v1 · their-model (external)";
  const column = `Full · ${label}`;
  expect(ablation.columns).toContain(column);
  const kappa = ablation.rows.find((r) => r[0] === "Cohen's kappa")![
    ablation.columns.indexOf(column)
  ] as number;

  await page.goto(`/projects/${world.slug}/agreement?campaign=${campaign.id}`);
  const table = page.getByTestId("ablation-table");
  await expect(table).toContainText(label);
  await expect(table.getByRole("row", { name: /Cohen's kappa/ })).toContainText(kappa.toFixed(2));

  // The research page shows the scored run's ROC AUC, and exports the table.
  const research = await getResearchReport({
    projectId: project.id,
    viewerId: lead.id,
    query: ZResearchQuery.parse({}),
  });
  const auc = research.scoreCurves.find((c) => c.run === label)!.auc!;
  await page.goto(`/projects/${world.slug}/research`);
  const roc = page.getByTestId("research-roc");
  await expect(
    roc.getByRole("row", { name: new RegExp(label.replace(/[()]/g, "\\$&")) }),
  ).toContainText(auc.toFixed(2));
  const download = page.waitForEvent("download");
  await roc.getByRole("link", { name: "CSV" }).click();
  const csv = readFileSync((await (await download).path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("Run,Patches,VALID,INVALID,ROC AUC");
  expect(csv).toContain(String(auc));
});
