import { readFileSync } from "node:fs";
import { prisma } from "@/lib/db/client";
import { importDataset } from "@/lib/import/import-dataset";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { E2E_MOCK_LLM_PORT } from "./e2e-env";
import { expect, loginAs, test, type TWorld } from "./fixtures";

/**
 * PVBench (69 bugs, 533 candidate patches with a tests-pass flag, ../shared/data/pvbench) in the
 * world's project, each bug report carrying the mock LLM's markers so that the judge's labels and
 * log-prob confidences vary by bug: every third bug INVALID, the rest VALID with a token
 * log-prob between −0.05 and −0.77, and an abstention answer whose success token has probability
 * 0.05 … 0.95 (34 of the 69 bugs at or above 0.5). A report-only judge run against the mock LLM, worked by the
 * app's own worker. Through the domain layer, as the other fixtures.
 */
async function setUp(world: TWorld) {
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const bugs = readFileSync("../shared/data/pvbench/bugs.jsonl", "utf8")
    .trim()
    .split("\n")
    .map((line, i) => {
      const bug = JSON.parse(line) as { report: string };
      const label = i % 3 === 0 ? "INVALID" : "VALID";
      const logprob = -(0.05 + (i % 10) * 0.08).toFixed(2);
      return JSON.stringify({
        ...bug,
        report: `${bug.report}\nMOCK_LABEL=${label} MOCK_LOGPROB=${logprob} MOCK_SUCCESS_P=${(i % 10) / 10 + 0.05}`,
      });
    })
    .join("\n");
  for (const [kind, bytes] of [
    ["bugs", Buffer.from(bugs)],
    ["patches", readFileSync("../shared/data/pvbench/patches.jsonl")],
  ] as const) {
    const r = await importDataset({
      projectId: project.id,
      actorId: null,
      fileName: kind,
      kind,
      bytes,
    });
    expect(r.errors).toEqual([]);
  }
  // Starting a run checks the provider's settings in this process, as the server has them.
  process.env.LLM_PROVIDER = "openai-compatible";
  process.env.LLM_BASE_URL = `http://127.0.0.1:${E2E_MOCK_LLM_PORT}/v1`;
  process.env.LLM_MODEL = "mock-rubric-model";
  const config = await createJudgeConfig({
    projectId: project.id,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name: "Report only",
      provider: "openai-compatible",
      model: "mock-rubric-model",
      reference: "report_only",
    }),
  });
  const run = await startJudgeRun({
    projectId: project.id,
    actorId: null,
    input: ZStartJudgeRun.parse({ configId: config.id, concurrency: 32 }),
  });
  await expect
    .poll(async () => (await prisma.judgeRun.findUniqueOrThrow({ where: { id: run.id } })).status, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe("completed");
  const judged = await prisma.judgeResult.count({ where: { runId: run.id } });
  const withFlag = await prisma.patch.count({
    where: { projectId: project.id, passesTests: { not: null } },
  });
  return { runId: run.id, judged, withFlag };
}

test("a lead compares validation policies on PVBench against tests passing, with confidences from log-probs, and exports the table", async ({
  page,
  world,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const { runId, judged, withFlag } = await setUp(world);
  expect(judged).toBeGreaterThanOrEqual(533);

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}`);
  await page.getByRole("link", { name: "Policy", exact: true }).click();
  await page.waitForURL(/\/policy$/);
  await expect(page.getByTestId("policy-counts")).toContainText(
    `${withFlag} of ${judged} judged patches`,
  );
  const table = page.getByTestId("policy-table");
  for (const name of ["no filter", "validation binary", "validation p50", "validation p90"])
    await expect(table.getByRole("rowheader", { name, exact: true })).toBeVisible();

  // The page shows what the API computes: confidences came from log-probs (distinct cutoffs).
  const api = await (
    await page.request.get(`/api/projects/${world.slug}/policy?runId=${runId}`)
  ).json();
  const p90 = api.policies.find((p: { id: string }) => p.id === "validation-p90");
  const p50 = api.policies.find((p: { id: string }) => p.id === "validation-p50");
  expect(p90.metrics.cutoff).toBeGreaterThan(p50.metrics.cutoff);
  expect(p90.metrics.cutoff).toBeLessThan(1);
  expect(p90.metrics.patches.shown).toBeLessThan(p50.metrics.patches.shown);
  const row = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "validation p90" }) });
  await expect(row.getByRole("cell").first()).toHaveText(String(p90.metrics.patches.shown));
  await expect(row.getByRole("cell").nth(1)).toHaveText(String(p90.metrics.patches.spared));
  await expect(page.getByTestId("policy-spared")).toContainText("Reviews spared");

  // Charts are drawn: success@k, precision–recall and calibration.
  for (const id of ["policy-success-at-k-chart", "policy-pr-chart", "policy-calibration-chart"])
    await expect(page.getByTestId(id).locator("svg.recharts-surface")).toBeVisible();

  // Another percentile, applied from the form: a new row, and the URL keeps it.
  const settings = page.getByRole("form", { name: "Policy settings" });
  await settings.getByLabel("Percentiles of confidence").fill("80");
  await settings.getByRole("button", { name: "Apply" }).click();
  await expect(table.getByRole("rowheader", { name: "validation p80", exact: true })).toBeVisible();
  await expect(page).toHaveURL(/percentiles=80/);

  // The CSV export is the table on screen.
  const csvLink = page.getByRole("link", { name: /as CSV$/ }).first();
  const csv = await (await page.request.get((await csvLink.getAttribute("href"))!)).text();
  expect(csv.split("\r\n")[0]).toContain("Policy,Patches shown,Patches spared");
  expect(csv).toContain("validation p80");

  // The author label as criterion, then made the project's default: it survives a bare URL.
  await settings.getByLabel("Success criterion").selectOption("author");
  await expect(page.getByTestId("policy-counts")).toContainText("“author label”");
  await settings.getByRole("button", { name: "Make this criterion the project's default" }).click();
  await expect(settings.getByText("(the project's default criterion)")).toBeVisible();
  await page.goto(`/projects/${world.slug}/policy`);
  await expect(page.getByTestId("policy-counts")).toContainText("“author label”");
  // Engineers read the page but cannot change the default.
  const engineer = await pageAs(world.users.engineer);
  await engineer.goto(`/projects/${world.slug}/policy`);
  await expect(engineer.getByTestId("policy-table")).toBeVisible();
  await expect(engineer.getByRole("button", { name: /project's default/ })).toHaveCount(0);

  // Back to tests passing as the default.
  await settings.getByLabel("Success criterion").selectOption("tests");
  await settings.getByRole("button", { name: "Make this criterion the project's default" }).click();
  await expect(settings.getByText("(the project's default criterion)")).toBeVisible();

  // Bug abstention: the lead scores the bugs (r2); abstention and combined policies appear.
  await settings.getByRole("button", { name: "Score bugs for abstention (r2)" }).click();
  await expect(table.getByRole("rowheader", { name: "abstention τ=0.5", exact: true })).toBeVisible(
    {
      timeout: 60_000,
    },
  );
  await expect(
    table.getByRole("rowheader", { name: "abstention τ=0.5 + binary", exact: true }),
  ).toBeVisible();
  const scored = await (
    await page.request.get(`/api/projects/${world.slug}/policy?runId=${runId}&abstention=r2`)
  ).json();
  expect(scored.abstention).toMatchObject({ representation: "r2", available: ["r2"] });
  const abstention = scored.policies.find((p: { id: string }) => p.id === "abstention");
  expect(abstention.metrics.bugs.attempted).toBe(34);
  expect(scored.prCurve.bugs.scored).toBe(scored.counts.bugs);

  // Every count opens the patch table with exactly its patches: the combined policy's shown ones.
  const combined = scored.policies.find((p: { id: string }) => p.id === "combined-binary");
  expect(combined.metrics.patches.shown).toBeGreaterThan(0);
  await table
    .getByRole("row")
    .filter({
      has: page.getByRole("rowheader", { name: "abstention τ=0.5 + binary", exact: true }),
    })
    .getByRole("cell")
    .first()
    .getByRole("link")
    .click();
  await page.waitForURL(/\/patches\?decision=/);
  const chip = page.getByTestId("patch-drill-chip");
  await expect(chip).toContainText("Policy abstention τ=0.5 + binary (r2 scores) over");
  await expect(chip).toContainText("against tests pass: patches shown");
  await expect(page.getByTestId("patch-count")).toHaveText(
    `${combined.metrics.patches.shown} patches`,
  );
  await page.screenshot({ path: "/tmp/drill-policy-chip.png" });
  await chip.getByRole("link", { name: "Remove this drill-down" }).click();
  await expect(chip).toHaveCount(0);
  const all = await prisma.patch.count({ where: { project: { slug: world.slug } } });
  await expect(page.getByTestId("patch-count")).toHaveText(`${all} patches`);

  // Raters have no access.
  const rater = await pageAs(world.users.rater);
  expect((await rater.goto(`/projects/${world.slug}/policy`))?.status()).toBe(403);
  expect((await rater.request.get(`/api/projects/${world.slug}/policy`)).status()).toBe(403);
});
