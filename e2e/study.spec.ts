import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Own and swap labels per rater over the study's six patches (tinyjson-17's three, then imgscale-42's),
// the case of lib/studies/build-study-report.test.ts, whose κ are hand-computed there:
// Table 1: Fleiss 1/9, Cohen 1&2 1/3, 2&3 −1/3, 3&1 1/3; Table 2: 2/3, 1/3, 0; Table 3: 1, 0, 0.
const PLAN = [
  { own: "VVVIII", swap: "VVVIIV" },
  { own: "VVIIIV", swap: "VVVIII" },
  { own: "VIVIVI", swap: "IIIIII" },
];
const BUGS = ["tinyjson-17", "imgscale-42"];
const rubricText = (rater: number, bug: string) =>
  `Rubric of rater ${rater} for ${bug}: the fix must stop the out-of-bounds access at its cause.`;

async function writeRubrics(page: Page, slug: string, rater: number) {
  // Raters cannot browse the project: the home page links their studies.
  await page.goto("/");
  await page.getByTestId("studies-link").click();
  await page.getByTestId("my-study").getByRole("link", { name: "Write rubrics" }).click();
  await expect(
    page.getByRole("heading", { name: `Write your rubrics · Rater ${rater}` }),
  ).toBeVisible();
  for (const bug of BUGS) {
    await page.getByTestId("bug-tab").filter({ hasText: bug }).click();
    await expect(page.getByRole("heading", { name: "Developer fix (ground truth)" })).toBeVisible();
    await expect(page.locator(".subtle.mono").filter({ hasText: bug })).toBeVisible();
    await page.getByLabel("Your rubric").fill(rubricText(rater, bug));
    await page.getByRole("button", { name: "Submit rubric" }).click();
    await expect(page.getByTestId("rubric-submitted")).toBeVisible();
  }
  await expect(page.getByTestId("rubric-progress")).toHaveText("2 of 2 rubrics submitted");
}

async function labelAll(page: Page, slug: string, studyId: string, rater: number) {
  await page.goto(`/projects/${slug}/studies/${studyId}/label`);
  const swapAuthor = rater === 1 ? 3 : rater - 1;
  for (const setting of ["own", "swap"] as const)
    for (let i = 0; i < 6; i++) {
      const what = setting === "own" ? "your rubric" : `Rater ${swapAuthor}'s rubric`;
      await expect(page.getByTestId("study-item")).toHaveText(`Patch ${i + 1} of 6 · ${what}`);
      const bug = BUGS[i < 3 ? 0 : 1]!;
      await expect(page.getByTestId("study-rubric")).toContainText(
        rubricText(setting === "own" ? rater : swapAuthor, bug),
      );
      if (rater === 1 && setting === "swap" && i === 0) {
        // As on a campaign's rater page: the rubric has a region of its own and the label panel
        // sits whole below it, in the window.
        const rubric = (await page
          .getByRole("region", { name: "Rubric", exact: true })
          .boundingBox())!;
        const panel = (await page.getByRole("region", { name: "Your label" }).boundingBox())!;
        expect(panel.y).toBeGreaterThanOrEqual(rubric.y + rubric.height - 0.5);
        await expect(page.getByRole("button", { name: /^Record label/ })).toBeInViewport({
          ratio: 1,
        });
        await page.screenshot({ path: test.info().outputPath("study-label.png"), fullPage: true });
        // R gives the rubric's region the focus (its keys scroll it); V, E and Ctrl+Enter still work.
        await page.keyboard.press("r");
        await expect(page.getByRole("region", { name: "Rubric", exact: true })).toBeFocused();
      }
      await page.keyboard.press(PLAN[rater - 1]![setting][i] === "V" ? "v" : "i");
      await page.keyboard.press("e");
      await page.keyboard.type(`rater ${rater} ${setting} ${i + 1}`);
      await page.keyboard.press("Control+Enter");
    }
  await expect(page.getByTestId("study-done")).toBeVisible();
  await expect(
    page.getByRole("progressbar", { name: "With another rater's rubric" }),
  ).toHaveAttribute("aria-valuenow", "6");
}

test("a preliminary study: three raters author rubrics, label own then swapped blind, and the lead reads Tables 1-3", async ({
  page,
  world,
  pageAs,
}) => {
  test.setTimeout(240_000);
  const lead = await pageAs(world.users.lead);
  await lead.goto(`/projects/${world.slug}`);
  await lead.getByRole("link", { name: "Studies" }).click();
  const form = lead.getByRole("form", { name: "New study" });
  await form.getByLabel("Name").fill("Pilot study");
  for (const r of [world.users.rater, world.users.rater2, world.users.rater3])
    await form.getByLabel(new RegExp(r.name)).check();
  for (const bug of BUGS) await form.getByLabel(new RegExp(bug)).check();
  await form.getByRole("button", { name: "Create study" }).click();
  await expect(lead.getByRole("heading", { name: "Pilot study" })).toBeVisible();
  const studyId = lead.url().split("/").at(-1)!;
  const api = `/api/projects/${world.slug}/studies/${studyId}`;

  // Labelling cannot start before every rubric is in: a clear error, the phase unchanged.
  lead.once("dialog", (d) => void d.accept());
  await lead.getByRole("button", { name: "Start labelling" }).click();
  await expect(lead.locator(".alert.error")).toContainText(
    "Every rater must submit a rubric for every bug",
  );
  await expect(lead.getByText("authoring", { exact: true })).toBeVisible();

  const raters = [
    await pageAs(world.users.rater),
    await pageAs(world.users.rater2),
    await pageAs(world.users.rater3),
  ];
  for (const [i, r] of raters.entries()) await writeRubrics(r, world.slug, i + 1);

  await lead.reload();
  await expect(lead.getByRole("progressbar", { name: "Rater 3 rubrics" })).toHaveAttribute(
    "aria-valuenow",
    "2",
  );
  lead.once("dialog", (d) => void d.accept());
  await lead.getByRole("button", { name: "Start labelling" }).click();
  await expect(lead.getByRole("button", { name: "Close study" })).toBeVisible();

  for (const [i, r] of raters.entries()) await labelAll(r, world.slug, studyId, i + 1);

  // Raters are blind: no report, no overview, before the study closes.
  const rater = raters[0]!;
  expect((await rater.request.get(`${api}/report`)).status()).toBe(403);
  expect((await rater.request.get(api)).status()).toBe(403);
  await rater.goto(`/projects/${world.slug}/studies/${studyId}`);
  await expect(rater.getByRole("heading", { name: "Pilot study" })).toHaveCount(0);
  await expect(rater.getByText("Table 1.")).toHaveCount(0);

  await lead.reload();
  for (const p of [1, 2, 3])
    for (const kind of ["own", "swap"])
      await expect(
        lead.getByRole("progressbar", { name: `Rater ${p} ${kind} labels` }),
      ).toHaveAttribute("aria-valuenow", "6");
  const kappas = async (table: string) =>
    lead.getByTestId(`study-${table}`).getByTestId("kappa").allInnerTexts();
  expect(await kappas("table1")).toEqual(["0.11", "0.33", "-0.33", "0.33"]);
  expect(await kappas("table2")).toEqual(["0.67", "0.33", "0.00"]);
  expect(await kappas("table3")).toEqual(["1.00", "0.00", "0.00"]);
  expect(await lead.getByTestId("study-table3").getByTestId("n").allInnerTexts()).toEqual([
    "6",
    "6",
    "6",
  ]);
  await expect(lead.getByTestId("study-table2")).toContainText("Rater 1 rubric & Rater 3 rubric");
  await expect(lead.getByTestId("study-table1")).toContainText(world.users.rater2.name);
  await lead.screenshot({ path: test.info().outputPath("study-report.png"), fullPage: true });

  lead.once("dialog", (d) => void d.accept());
  await lead.getByRole("button", { name: "Close study" }).click();
  await expect(lead.getByText("Closed: the report is open to the raters.")).toBeVisible();

  // Once closed the raters read the report, without names.
  const report = await rater.request.get(`${api}/report`);
  expect(report.status()).toBe(200);
  expect((await report.json()).raterNames).toBeNull();
  await rater.goto(`/projects/${world.slug}/studies/${studyId}`);
  await expect(rater.getByTestId("study-table1").getByTestId("kappa").first()).toHaveText("0.11");
  void page;
});

test("closing a study with labels missing says who still owes which labels; the API refuses without force", async ({
  page,
  world,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const lead = await pageAs(world.users.lead);
  await lead.goto(`/projects/${world.slug}/studies`);
  const form = lead.getByRole("form", { name: "New study" });
  await form.getByLabel("Name").fill("Early close");
  for (const r of [world.users.rater, world.users.rater2])
    await form.getByLabel(new RegExp(r.name)).check();
  await form.getByLabel(new RegExp("tinyjson-17")).check();
  await form.getByRole("button", { name: "Create study" }).click();
  await expect(lead.getByRole("heading", { name: "Early close" })).toBeVisible();
  const studyId = lead.url().split("/").at(-1)!;
  const api = `/api/projects/${world.slug}/studies/${studyId}`;

  // Both raters submit their rubric, the lead opens labelling, and Rater 1 labels one patch (own rubric).
  const raters = [await pageAs(world.users.rater), await pageAs(world.users.rater2)];
  for (const r of raters) {
    const res = await r.request.put(`${api}/rubrics/tinyjson-17`, {
      data: { content: "The fix must stop the out-of-bounds read at its cause.", submit: true },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  expect((await lead.request.patch(api, { data: { phase: "labelling" } })).status()).toBe(200);
  const queue = await (await raters[0]!.request.get(`${api}/queue`)).json();
  const labelled = await raters[0]!.request.post(`${api}/labels`, {
    data: { patchId: queue.item.patch.id, setting: "own", label: "VALID" },
  });
  expect(labelled.status(), await labelled.text()).toBe(200);

  // The confirmation lists what is missing per rater; dismissing it changes nothing.
  await lead.reload();
  let shown = "";
  lead.once("dialog", (d) => {
    shown = d.message();
    void d.dismiss();
  });
  await lead.getByRole("button", { name: "Close study" }).click();
  await expect.poll(() => shown).not.toBe("");
  expect(shown).toBe(
    [
      "Close the study? Labelling ends and the raters can read the report.",
      "",
      "11 labels are still missing and will be left out of the report:",
      `  ${world.users.rater.name}: 2 of 3 own-rubric labels, 3 of 3 swapped-rubric labels`,
      `  ${world.users.rater2.name}: 3 of 3 own-rubric labels, 3 of 3 swapped-rubric labels`,
    ].join("\n"),
  );
  await expect(lead.getByText("labelling", { exact: true })).toBeVisible();

  // The server says the same to any client that does not ask to close anyway (the CLI's --force).
  const refused = await lead.request.patch(api, { data: { phase: "closed" } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toContain(
    `11 labels are still missing: ${world.users.rater.name}: 2 of 3 own-rubric labels`,
  );

  lead.once("dialog", (d) => void d.accept());
  await lead.getByRole("button", { name: "Close study" }).click();
  await expect(lead.getByText("Closed: the report is open to the raters.")).toBeVisible();
  void page;
});
