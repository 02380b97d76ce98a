import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { getCampaignAccess } from "@/lib/campaigns/get-campaign-access";
import { ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import { expect, loginAs, test } from "./fixtures";
import { makeGoldenRubric } from "./golden-rubric";

const BUG = "tinyjson-17"; // three candidate patches

test("a lead creates a graded campaign; a rater grades by keyboard to the end of the queue; the lead reads the graded agreement", async ({
  page,
  world,
  pageAs,
}) => {
  test.setTimeout(180_000);
  await makeGoldenRubric(world, BUG);

  // The lead creates a graded campaign (default four grades, one renamed) with Security.
  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/campaigns`);
  const form = page.getByRole("form", { name: "New campaign" });
  await form.getByLabel("Name").fill("Graded round");
  await form.getByLabel(/Graded: raters pick a grade/).check();
  await form.getByLabel("Grade 4 label").fill("Mergeable");
  await form.getByLabel("Security", { exact: true }).check();
  await form
    .getByRole("group", { name: "Scale" })
    .screenshot({ path: "/tmp/gradedr-scale-form.png" });
  await form.getByRole("button", { name: "Create and assign" }).click();
  await expect(page.getByTestId("overall-progress")).toHaveText("0 of 9 labels (0%)");
  const scale = page.getByTestId("campaign-scale");
  await expect(scale).toContainText("4 grades, VALID from grade 3 · dimensions: Security");
  const overview = page.url();
  const campaignId = overview.split("/").at(-1)!;

  // Rater 1 grades all three items with the keyboard: grade, then Security, tick, submit.
  const rater = await pageAs(world.users.rater);
  await rater.goto("/");
  await rater.getByTestId("campaign-card").filter({ hasText: "Graded round" }).click();
  await expect(rater.getByTestId("item-position")).toHaveText("Item 1 of 3");
  await rater.keyboard.press("?");
  const help = rater.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toContainText("grade the highlighted row");
  await expect(help).toContainText("Shift+1–9");
  await rater.keyboard.press("Escape");
  const plan: [number, number][] = [
    [4, 4],
    [2, 1],
    [3, 4],
  ];
  for (const [i, [grade, security]] of plan.entries()) {
    await expect(rater.getByTestId("item-position")).toHaveText(`Item ${i + 1} of 3`);
    await rater.keyboard.press(String(grade));
    await rater.keyboard.press(String(security));
    await expect(
      rater.getByRole("radiogroup", { name: "Grade" }).getByRole("radio", { checked: true }),
    ).toContainText(grade >= 3 ? "VALID" : "INVALID");
    await expect(
      rater.getByRole("radiogroup", { name: "Security" }).getByRole("radio", { checked: true }),
    ).toHaveText(String(security));
    await rater.keyboard.press("Shift+Digit1");
    await expect(rater.getByTestId("golden-rubric").getByRole("checkbox").first()).toBeChecked();
    if (i === 0) await rater.screenshot({ path: "/tmp/gradedr-rating-page.png", fullPage: false });
    await rater.keyboard.press("Control+Enter");
    await expect(rater.getByTestId("rater-progress")).toHaveText(`${i + 1} of 3 labelled`);
  }
  // Back to item 2: the saved grade is shown, and the derived label is INVALID.
  await rater.keyboard.press("k");
  await expect(rater.getByTestId("item-position")).toHaveText("Item 2 of 3");
  await expect(
    rater.getByRole("radiogroup", { name: "Grade" }).getByRole("radio", { checked: true }),
  ).toContainText("Partly right");
  await expect(rater.getByRole("region", { name: "Other raters" })).toHaveCount(0);
  const stored = await prisma.rating.findMany({
    where: { campaignId, rater: { email: world.users.rater.email } },
    select: { label: true, grade: true, dimensionGrades: true },
  });
  expect(stored.map((s) => `${s.grade} ${s.label} ${s.dimensionGrades}`).sort()).toEqual([
    '2 INVALID {"security":1}',
    '3 VALID {"security":4}',
    '4 VALID {"security":4}',
  ]);

  // The other two raters grade through the domain layer.
  for (const [r, user] of [world.users.rater2, world.users.rater3].entries()) {
    const row = await prisma.user.findUniqueOrThrow({ where: { email: user.email } });
    const { campaign } = await getCampaignAccess({
      user: row,
      slug: world.slug,
      campaignId,
      need: "rate",
    });
    const items = await prisma.assignment.findMany({
      where: { campaignId, raterId: row.id },
      orderBy: { position: "asc" },
    });
    for (const [i, a] of items.entries())
      await submitRating({
        campaign,
        raterId: row.id,
        assignmentId: a.id,
        input: ZSubmitRating.parse({
          // Rater 2 grades every patch 1 (INVALID): rater 1's VALID ones go to adjudication.
          grade: r === 0 ? 1 : [4, 2, 3][i % 3],
          dimensionGrades: { security: 3 },
        }),
      });
  }

  // The lead reveals and reads the graded section; the adjudicator sees grades beside labels.
  await page.goto(overview);
  await expect(page.getByTestId("overall-progress")).toHaveText("9 of 9 labels (100%)");
  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: "Open reveal phase" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Revealed" })).toBeVisible();
  await page.getByRole("link", { name: "Adjudication" }).click();
  const cards = page.getByTestId("ratings-side").locator(".rating-card");
  await expect(cards).toHaveCount(3);
  await expect(cards.getByTestId("rating-grade").first()).toContainText(
    /grade \d .* · Security \d/,
  );
  // Rater 2's card: grade 1 beside its collapse.
  await expect(cards.filter({ hasText: "grade 1 Wrong" })).toHaveCount(1);
  await expect(cards.filter({ hasText: "grade 1 Wrong" })).toContainText("INVALID");
  await page.getByTestId("ratings-side").screenshot({ path: "/tmp/gradedr-adjudication.png" });
  await page.goto(`/projects/${world.slug}/agreement?campaign=${campaignId}&replicates=200`);
  const graded = page.getByTestId("graded-agreement");
  await expect(graded).toBeVisible();
  await expect(page.getByTestId("kpi-alpha-ordinal")).toContainText(/\d\.\d\d/);
  await expect(page.getByTestId("kpi-alpha-interval")).toContainText(/\d\.\d\d/);
  await expect(page.getByTestId("graded-collapse")).toContainText(
    "The binary tables below use the collapse: VALID from grade 3",
  );
  await expect(page.getByTestId("graded-counts")).toContainText("9 graded ratings");
  await expect(page.getByTestId("graded-dimensions")).toContainText("Security");
  await expect(page.getByTestId("human-agreement")).toBeVisible();
  await graded.screenshot({ path: "/tmp/gradedr-dashboard-graded.png" });

  // The section exports as a table: overall then each dimension, the counts per grade summing
  // to the graded ratings, the ordinal alpha the figure the tile shows.
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    graded.getByRole("link", { name: /as CSV$/ }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/-graded\.csv$/);
  const [head, ...rows] = parse(readFileSync((await csv.path())!, "utf8")) as string[][];
  expect(rows.map((r) => r[0])).toEqual(["Overall", "Security"]);
  const counts = head!.flatMap((c, i) => (c.startsWith("# ") ? [i] : []));
  expect(counts).toHaveLength(4);
  expect(counts.reduce((sum, i) => sum + Number(rows[0]![i]), 0)).toBe(9);
  const ordinal = Number(rows[0]![head!.indexOf("Krippendorff's alpha (ordinal)")]);
  await expect(page.getByTestId("kpi-alpha-ordinal")).toContainText(ordinal.toFixed(2));
});
