import { loginAs, expect, test } from "./fixtures";

const diff = (n: number) =>
  [
    "diff --git a/src/q.c b/src/q.c",
    "--- a/src/q.c",
    "+++ b/src/q.c",
    "@@ -1,3 +1,3 @@",
    " int q(void) {",
    "-  return 0;",
    `+  return ${n};`,
    " }",
    "",
  ].join("\n");

function file(rows: unknown[]) {
  return {
    name: "upload.jsonl",
    mimeType: "application/json",
    buffer: Buffer.from(
      rows.map((r) => (typeof r === "string" ? r : JSON.stringify(r))).join("\n") + "\n",
    ),
  };
}

test("a lead imports bugs and patches through the UI and reads the report", async ({
  page,
  world,
}) => {
  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}`);
  await page.getByRole("link", { name: "Import data" }).click();

  // Bugs: one new bug.
  await page.getByLabel("File (.jsonl)").setInputFiles(
    file([
      {
        bugId: "e2e-bug-1",
        title: "Queue returns zero",
        report: "q() returns 0",
        groundTruthPatch: diff(1),
        bugType: "Incorrect result",
      },
    ]),
  );
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const report = page.getByTestId("import-report");
  await expect(report).toContainText("Imported 1 bug.");

  // Patches with a bad line: nothing is written, every problem is listed with its line.
  const rows = [
    { patchId: "e2e-p1", bugId: "e2e-bug-1", patch: diff(2), tool: "t", passesTests: true },
    { patchId: "e2e-p2", bugId: "e2e-bug-1", patch: diff(2), tool: "t", passesTests: true },
    { patchId: "e2e-p3", bugId: "no-such-bug", patch: diff(3) },
    "{oops",
    { patchId: "e2e-p5", bugId: "e2e-bug-1", patch: "just words" },
  ];
  await page.getByLabel("File (.jsonl)").setInputFiles(file(rows));
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(report).toContainText("Nothing was imported: 3 of 5 lines are invalid");
  const errors = page.getByTestId("import-errors");
  await expect(errors.locator("tbody tr")).toHaveCount(3);
  await expect(errors).toContainText('unknown bug "no-such-bug"');
  await expect(errors.locator("tbody tr").nth(1)).toContainText("invalid JSON");
  await expect(errors.locator("tbody tr").nth(2)).toContainText("not a unified diff");

  // Same file, skipping invalid lines: the two identical patches merge into one.
  await page.getByLabel("Import the valid lines and skip invalid ones").check();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(report).toContainText("Imported 1 patch (2 rows)");
  // The skipped lines are a warning beside the success, never inside it.
  await expect(page.getByTestId("import-skipped")).toContainText("Skipped 3 invalid lines");
  await expect(report.locator(".alert.success")).not.toContainText("Skipped");
  await expect(page.getByTestId("merged-count")).toHaveText("1");

  await page.getByRole("link", { name: "Browse the project →" }).click();
  await page.getByLabel("Search bugs").fill("e2e-bug-1");
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await page.getByRole("link", { name: "e2e-bug-1" }).click();
  await expect(page.getByText("2 identical")).toBeVisible();
});

test("an engineer cannot import (no button, 403 page and 403 API)", async ({ page, world }) => {
  await loginAs(page, world.users.engineer);
  await page.goto(`/projects/${world.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("E2E");
  await expect(page.getByRole("link", { name: "Import data" })).toHaveCount(0);
  const res = await page.goto(`/projects/${world.slug}/import`);
  expect(res?.status()).toBe(403);
  await expect(page.getByText("403 · Not allowed")).toBeVisible();
  const api = await page.request.post(`/api/projects/${world.slug}/imports`, {
    multipart: { file: file([{ bugId: "x", report: "r", groundTruthPatch: diff(1) }]) },
  });
  expect(api.status()).toBe(403);
});
