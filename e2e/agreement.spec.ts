import { readFileSync } from "node:fs";
import type { Download } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { buildAgreementTables } from "@/lib/agreement/build-agreement-tables";
import { prisma } from "@/lib/db/client";
import { expect, loginAs, test, type TWorld } from "./fixtures";
import { seedPilotBaselineRun } from "./pilot-baseline-run";

/**
 * The pilot campaign and a finished baseline run; one imported rater's name is a spreadsheet
 * formula, as a hostile ratings file could make it.
 */
const setUp = (world: TWorld) =>
  seedPilotBaselineRun({
    world,
    prepare: async (campaignId) => {
      await prisma.rating.updateMany({
        where: { campaignId, raterKey: "ext:Dee" },
        data: { raterKey: `ext:${HOSTILE_RATER}` },
      });
    },
  });

const HOSTILE_RATER = '=HYPERLINK("http://x")';
const text = async (download: Download) => readFileSync((await download.path())!, "utf8");

test("a lead reads the agreement dashboard, changes what counts as missing, and exports a table and a chart", async ({
  page,
  world,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const { runId, expected } = await setUp(world);
  const human = expected.human!;
  const judge = expected.judge[0]!;

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}`);
  await page.getByRole("link", { name: "Agreement", exact: true }).click();
  await expect(page.getByRole("combobox", { name: "Reference campaign" })).toContainText(
    "Pilot study (published labels)",
  );

  // The figures the statistics library computes, as the page shows them.
  await expect(page.getByTestId("kpi-alpha")).toContainText(
    human.krippendorffAlpha.value!.toFixed(2),
  );
  await expect(page.getByTestId("kpi-weighted")).toContainText(
    human.weightedKappa.value!.toFixed(2),
  );
  await expect(page.getByTestId("kpi-fleiss")).toContainText(
    /different numbers of non-missing ratings/,
  );
  await expect(page.getByTestId("human-counts")).toContainText(
    "27 items · 4 raters · 108 ratings · 4 counted as missing",
  );
  // One unanimous definition, named with the page's label setting.
  await expect(page.getByTestId("consensus-rule")).toContainText(
    "≥ 2 counted labels, all the same (UNSURE treated as missing)",
  );
  await expect(page.getByTestId("kpi-unanimous")).toContainText("UNSURE treated as missing");
  await expect(page.getByTestId("groups-table").getByRole("row", { name: /^G1/ })).toBeVisible();
  const benchmarks = page.getByTestId("benchmarks-table");
  const patchesRow = benchmarks.getByRole("row", { name: /Number of patches/ }).getByRole("cell");
  await expect(patchesRow).toHaveText([
    String(expected.benchmarks!.full.patches),
    String(expected.benchmarks!.clear.patches),
  ]);
  const card = page.getByTestId(`judge-run-${runId}`);
  await expect(card).toContainText(`Full (n = ${judge.full.n})`);
  await expect(card).toContainText(
    `${judge.falsePositives.onDisputed} of ${judge.falsePositives.total} false positives`,
  );

  // Table export: the LaTeX file is Table 5 as shown.
  const [latex] = await Promise.all([
    page.waitForEvent("download"),
    benchmarks.getByRole("link", { name: /as LaTeX/ }).click(),
  ]);
  expect(latex.suggestedFilename()).toMatch(/-benchmarks\.tex$/);
  const tex = await text(latex);
  expect(tex).toContain(
    `Number of patches & ${expected.benchmarks!.full.patches} & ${expected.benchmarks!.clear.patches} \\\\`,
  );
  expect(tex).toContain("\\toprule");

  // CSV export: the hostile rater name is text (a leading quote), every statistic the exact number.
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download Raters against the consensus as CSV" }).click(),
  ]);
  const raters = buildAgreementTables({ dashboard: expected }).raters;
  const rows = parse(await text(csv)) as string[][];
  expect(rows[0]).toEqual(raters.columns);
  expect(rows.slice(1).map((r) => r[0])).toContain(`'${HOSTILE_RATER}`);
  for (const [i, row] of raters.rows.entries()) {
    for (const [c, cell] of row.entries())
      if (typeof cell === "number") expect(Number(rows[i + 1]![c])).toBe(cell);
  }

  // Chart export: SVG text with the legend inside, and a real PNG.
  const chart = page.getByTestId(`pass-at-k-${runId}`);
  const [svg] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /pass@k chart for .* as SVG/ }).click(),
  ]);
  const svgText = await text(svg);
  expect(svgText).toMatch(/^(<\?xml[^>]*\?>\s*)?<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svgText).toContain("(pass &amp; judge-valid)@k");
  const [png] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /pass@k chart for .* as PNG/ }).click(),
  ]);
  expect([...readFileSync((await png.path())!).subarray(0, 8)]).toEqual([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
  ]);
  await expect(chart).toBeVisible();

  // UNSURE as a category: the page recomputes, and the URL keeps the choice across a reload.
  await page.getByRole("checkbox", { name: "UNSURE" }).click();
  await expect(page.getByTestId("human-counts")).toContainText("0 counted as missing");
  await expect(page.getByTestId("consensus-rule")).toContainText(
    "(every label counted, UNSURE included)",
  );
  await expect(page).toHaveURL(/[?&]missing=(&|$)/);
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "UNSURE" })).not.toBeChecked();
  await expect(page.getByTestId("human-counts")).toContainText("0 counted as missing");

  // Raters have no dashboard: the page and the API both refuse.
  const rater = await pageAs(world.users.rater);
  expect((await rater.goto(`/projects/${world.slug}/agreement`))?.status()).toBe(403);
  expect((await rater.request.get(`/api/projects/${world.slug}/agreement`)).status()).toBe(403);
});
