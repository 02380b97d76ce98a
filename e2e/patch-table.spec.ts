import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { expect, loginAs, test } from "./fixtures";
import { seedPilotBaselineRun } from "./pilot-baseline-run";

test("a lead clicks a confusion-matrix count, lands on the patch table with those patches, sorts, exports CSV and opens one", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const { runId, expected } = await seedPilotBaselineRun({ world });
  const full = expected.judge[0]!.full;
  // The largest cell, so the journey checks a real list.
  const cell = (["tp", "fp", "fn", "tn"] as const).reduce((a, b) => (full[b] > full[a] ? b : a));
  const n = full[cell];
  expect(n).toBeGreaterThan(1);

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/agreement`);
  const card = page.getByTestId(`judge-run-${runId}`);
  const link = card.getByTestId(`confusion-full-${cell}`);
  await expect(link).toHaveText(String(n));
  await link.click();

  await expect(page).toHaveURL(new RegExp(`/projects/${world.slug}/patches\\?`));
  await expect(page.getByTestId("patch-count")).toHaveText(`${n} patches`);
  const rows = page.locator("table.patch-table tbody tr");
  await expect(rows).toHaveCount(Math.min(n, 50));
  await page.screenshot({ path: "/tmp/patches-table.png", fullPage: true });

  // The table is sorted by bug (▲); a click sorts it descending, in the address too, and the
  // first row has the largest bug id.
  await page.getByRole("button", { name: /^Bug ▲/ }).click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect(page.getByRole("columnheader", { name: /^Bug ▼/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  const bugs = await rows.locator("td:nth-child(2)").allTextContents();
  expect(bugs).toEqual([...bugs].sort().reverse());
  await expect(page.getByTestId("patch-count")).toHaveText(`${n} patches`);

  // Export CSV: every listed patch, in the table's order, with the run and campaign columns.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const csv = parse(readFileSync((await download.path())!, "utf8"), { columns: true }) as Record<
    string,
    string
  >[];
  expect(csv).toHaveLength(n);
  expect(csv.map((r) => r.bug)).toEqual([...csv.map((r) => r.bug)].sort().reverse());
  expect(Object.keys(csv[0]!).some((c) => c.startsWith("consensus "))).toBe(true);

  // j moves to the first row, Enter opens its patch page.
  const first = (await rows.first().locator("td").first().textContent())!;
  await page.locator("h1").click();
  await page.keyboard.press("j");
  await expect(rows.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first);
});
