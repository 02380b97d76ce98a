import { prisma } from "@/lib/db/client";
import { importDataset } from "@/lib/import/import-dataset";
import { getPolicyEvaluation } from "@/lib/policies/get-policy-evaluation";
import { ZPolicyQuery, ZSetSuccessCriterion } from "@/lib/policies/schemas";
import { setSuccessCriterion } from "@/lib/policies/set-success-criterion";
import { expect, loginAs, test, type TWorld } from "./fixtures";
import { makeGoldenRubric } from "./golden-rubric";
import { seedPilotBaselineRun } from "./pilot-baseline-run";
import { makeRaterCampaign } from "./rater-world";

// Addresses with a bad, empty or unexpected query value: each page shows something sensible
// and offers a way on, instead of a 500, an empty report or a dead end.

const projectOf = (world: TWorld) =>
  prisma.project.findUniqueOrThrow({ where: { slug: world.slug }, select: { id: true } });
const userId = async (email: string) =>
  (await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;

test("the login page shows no notice for a name every object inherits, and the real ones still", async ({
  page,
}) => {
  for (const notice of ["__proto__", "toString", "constructor", "no-such-notice"]) {
    const res = await page.goto(`/login?notice=${notice}`);
    expect(res?.status(), notice).toBe(200);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
  }
  await page.goto("/login?notice=session-ended");
  await expect(page.getByRole("status")).toHaveText("Your session has ended. Sign in again.");
});

test("the bug table takes a bad page as the first, and a page past the last as the last", async ({
  page,
  world,
}) => {
  // Sixty bugs in all (the demo's eight and 52 more, sorted after them): two pages of 50.
  const { id: projectId } = await projectOf(world);
  const extra = Array.from({ length: 52 }, (_, i) => {
    const n = String(i + 1).padStart(2, "0");
    return JSON.stringify({
      bugId: `zz-extra-${n}`,
      title: `Extra bug ${n}`,
      report: `Extra bug ${n} crashes.`,
      groundTruthPatch: `diff --git a/src/x.c b/src/x.c\n--- a/src/x.c\n+++ b/src/x.c\n@@ -1,3 +1,3 @@\n int x(void) {\n-  return 0;\n+  return ${i + 1};\n }\n`,
    });
  });
  const imported = await importDataset({
    projectId,
    actorId: null,
    fileName: "bugs.jsonl",
    kind: "bugs",
    bytes: Buffer.from(extra.join("\n") + "\n"),
  });
  expect(imported.errors).toEqual([]);
  await loginAs(page, world.users.lead);
  const home = `/projects/${world.slug}`;
  const rows = page.locator("tbody tr");
  const pager = page.locator(".pager");

  // Past the last page: the last page, its rows, the total and the pager in agreement.
  await page.goto(`${home}?page=999`);
  await expect(pager.getByText("Page 2 of 2")).toBeVisible();
  await expect(rows).toHaveCount(10);
  await expect(page.getByRole("link", { name: "zz-extra-52" })).toBeVisible();
  await expect(page.getByText("60 bugs", { exact: true })).toBeVisible();
  await expect(page.getByText(/No bugs match/)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${home}\\?page=2$`));
  await pager.getByRole("button", { name: "← Previous" }).click();
  await expect(pager.getByText("Page 1 of 2")).toBeVisible();
  await expect(rows).toHaveCount(50);

  // Not a page number at all: the first page, with no error and nothing left in the address.
  for (const bad of ["-5", "2.5", "0", "abc", ""]) {
    await page.goto(`${home}?page=${bad}`);
    await expect(pager.getByText("Page 1 of 2")).toBeVisible();
    await expect(rows).toHaveCount(50);
    await expect(page.locator(".alert.error")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${home}$`));
  }

  // A filter with fewer bugs than the page asked for: back to its only page, not "No bugs match".
  await page.goto(`${home}?q=zz-extra-5&page=3`);
  await expect(rows).toHaveCount(3); // zz-extra-50, -51, -52
  await expect(page.getByText("3 bugs", { exact: true })).toBeVisible();
  await expect(pager).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${home}\\?q=zz-extra-5$`));
});

test("a rater opening an empty or unknown item lands on their next item, told so, and J works", async ({
  page,
  world,
}) => {
  await makeGoldenRubric(world, "tinyjson-17"); // three candidate patches
  const campaign = await makeRaterCampaign(world, { name: "Links round" });
  const queue = await prisma.assignment.findMany({
    where: { campaignId: campaign.id, raterId: await userId(world.users.rater.email) },
    orderBy: { position: "asc" },
    select: { id: true },
  });
  expect(queue).toHaveLength(3);
  await loginAs(page, world.users.rater);
  const rate = `/projects/${world.slug}/campaigns/${campaign.id}/rate`;
  const notice = page.getByTestId("item-replaced");

  // `?item=` with nothing: as if no item were asked for.
  await page.goto(`${rate}?item=`);
  await expect(page.getByTestId("item-position")).toHaveText("Item 1 of 3");
  await expect(page.getByTestId("bug-heading")).toBeVisible();
  await expect(page.locator(".alert.error")).toHaveCount(0);
  await expect(notice).toHaveCount(0);

  // An item that is not in the queue: the first unlabelled one instead, the address following.
  await page.goto(`${rate}?item=no-such-item`);
  await expect(notice).toHaveText("That item is not in your queue; showing your next item.");
  await expect(page.getByTestId("item-position")).toHaveText("Item 1 of 3");
  await page.screenshot({ path: test.info().outputPath("item-replaced.png"), fullPage: true });
  await expect(page).toHaveURL(new RegExp(`\\?item=${queue[0]!.id}$`));
  await expect(page.getByText("Item not found.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Next/ })).toBeEnabled();
  // J and K move again; the notice was about the item it replaced and goes with it.
  await page.keyboard.press("j");
  await expect(page.getByTestId("item-position")).toHaveText("Item 2 of 3");
  await expect(page).toHaveURL(new RegExp(`\\?item=${queue[1]!.id}$`));
  await expect(notice).toHaveCount(0);
  await page.keyboard.press("k");
  await expect(page.getByTestId("item-position")).toHaveText("Item 1 of 3");
  await expect(notice).toHaveCount(0);
});

test("the policy page: a consensus default shows its report from a bare address, a refused selection resets in full, an empty number is its default", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const { campaignId } = await seedPilotBaselineRun({ world });
  const { id: projectId } = await projectOf(world);
  const leadId = await userId(world.users.lead.email);
  await setSuccessCriterion({
    projectId,
    actorId: leadId,
    input: ZSetSuccessCriterion.parse({
      successCriterion: "consensus",
      successCampaignId: campaignId,
    }),
  });
  const expected = await getPolicyEvaluation({
    projectId,
    viewerId: leadId,
    query: ZPolicyQuery.parse({ success: "consensus" }),
  });
  expect(expected.counts.evaluated).toBeGreaterThan(0);
  const report = `${expected.counts.evaluated} of ${expected.counts.judged} judged patches`;
  const criterion = "“human consensus · Pilot study (published labels)”";

  await loginAs(page, world.users.lead);
  const policy = `/projects/${world.slug}/policy`;
  const counts = page.getByTestId("policy-counts");
  const settings = page.getByRole("form", { name: "Policy settings" });

  // The project's default criterion is consensus: no `success` in the address, or only the
  // campaign, gives the same report as asking for consensus, not "0 of 0 judged patches".
  for (const search of ["", `?campaign=${campaignId}`, "?success=consensus"]) {
    await page.goto(`${policy}${search}`);
    await expect(counts).toContainText(report);
    await expect(counts).toContainText(criterion);
    await expect(settings.getByText("(the project's default criterion)")).toBeVisible();
  }

  // A refused selection: "Reset the selection" clears every setting, so the error stays gone.
  for (const bad of ["tau=2", "k=0", "percentiles=abc", "abstention=x", "tau=abc&k=0&run=nope"]) {
    await page.goto(`${policy}?${bad}`);
    const reset = page.getByRole("button", { name: "Reset the selection" });
    await expect(reset).toBeVisible();
    await reset.click();
    await expect(page).toHaveURL(new RegExp(`${policy}$`));
    await expect(counts).toContainText(report);
    await expect(reset).toHaveCount(0);
  }

  // An empty number is absent (its default), not 0; a wrong one is still refused by name.
  const api = `/api/projects/${world.slug}/policy`;
  const empty = await page.request.get(`${api}?tau=&k=&bins=`);
  expect(empty.status(), await empty.text()).toBe(200);
  expect((await empty.json()).tau).toBe(0.5);
  const wrong = await page.request.get(`${api}?tau=abc`);
  expect(wrong.status()).toBe(422);
  expect((await wrong.json()).error.fields.map((f: { path: string }) => f.path)).toEqual(["tau"]);
  const csv = await page.request.get(`${api}/export?table=policies&format=csv&tau=`);
  expect(csv.status(), await csv.text()).toBe(200);
  // The agreement dashboard's bootstrap: `seed=` and `replicates=` are the defaults.
  await page.goto(`/projects/${world.slug}/agreement?seed=&replicates=`);
  await expect(page.getByTestId("agreement-bootstrap")).toHaveText(
    "Bootstrap: 2,000 replicates, seed 1",
  );
  await expect(page.getByTestId("agreement-settings-error")).toHaveCount(0);
});
