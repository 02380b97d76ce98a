import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { importDataset } from "@/lib/import/import-dataset";
import { saveRubricVersion } from "@/lib/rubrics/save-rubric-version";
import { submitRubric } from "@/lib/rubrics/submit-rubric";
import type { Page } from "@playwright/test";
import { campaignIds, draftedRubric, waitForBackgroundWork } from "./authz-world";
import { expect, test } from "./fixtures";

/** Script that would run if any of it reached the DOM as markup, or a link as a javascript: URL. */
const P = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script><svg onload="window.__xss=1"></svg><img src=y onerror="alert(1)"> [click me](javascript:window.__xss=1) <a href="javascript:window.__xss=1">link</a>`;
const diff = (file: string) =>
  `diff --git a/${file} b/${file}\n--- a/${file}\n+++ b/${file}\n@@ -1,2 +1,2 @@\n-old ${P}\n+new ${P}\n context ${P}\n`;
const BUG = `xss-<img src=x onerror=window.__xss=1>`;
const PATCH = `xss-patch-<svg onload=window.__xss=1>`;
const BUG_TYPE = `xss-type<img src=x onerror=window.__xss=1>`;

test("imported text with script payloads stays inert on every page that shows it", async ({
  world,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const rows = {
    bugs: {
      bugId: BUG,
      title: `Title ${P}`,
      report: `# Report ${P}\n\n${P}\n\n\`\`\`\n${P}\n\`\`\``,
      bugType: BUG_TYPE,
      language: `c${P}`,
      groundTruthPatch: diff(`src/a<b>.c`),
      metadata: { note: P },
    },
    patches: {
      patchId: PATCH,
      bugId: BUG,
      patch: diff(`src/"><img src=x onerror=window.__xss=1>.c`),
      tool: `tool${P}`,
      model: `model${P}`,
      sample: 0,
      passesTests: true,
    },
  };
  for (const kind of ["bugs", "patches"] as const) {
    const r = await importDataset({
      projectId: project.id,
      actorId: null,
      fileName: `${kind}.jsonl`,
      kind,
      bytes: Buffer.from(JSON.stringify(rows[kind]) + "\n"),
    });
    expect(r.written, JSON.stringify(r.errors)).toBeTruthy();
  }
  const userId = async (email: string) =>
    (await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
  const engineer = await userId(world.users.engineer.email);
  // A rubric written with the payloads, submitted, so the editor and the review both render it.
  const { versionId } = await draftedRubric(world, BUG);
  const saved = await saveRubricVersion({
    projectId: project.id,
    bugExternalId: BUG,
    format: "templated",
    userId: engineer,
    input: {
      baseVersionId: versionId,
      content: `## Requirements\n\n1. ${P}\n2. [link](javascript:window.__xss=1)\n`,
      notes: [],
      activeMs: 0,
    },
  });
  // Every edit justified (with the payloads too), as the editor would require before submitting.
  await prisma.rubricEdit.updateMany({
    where: { versionId: saved.versionId },
    data: { justification: `because ${P}`, themes: JSON.stringify(["other"]) },
  });
  await submitRubric({
    projectId: project.id,
    bugExternalId: BUG,
    format: "templated",
    userId: engineer,
    versionId: saved.versionId,
  });
  // A campaign of the payload patch alone (its rater's first item) and a judge run over every patch.
  const raterIds = await Promise.all(
    [world.users.rater, world.users.rater2, world.users.rater3].map((u) => userId(u.email)),
  );
  const xssCampaign = await createCampaign({
    projectId: project.id,
    actorId: await userId(world.users.lead.email),
    input: ZCreateCampaign.parse({
      name: `Campaign <img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`,
      instructions: P,
      selection: { kind: "bugType", bugTypes: [BUG_TYPE] },
      raterIds,
      showGroundTruth: true,
    }),
  });
  const ids = await campaignIds(world);
  await waitForBackgroundWork();
  const patch = await prisma.patch.findFirstOrThrow({
    where: { projectId: project.id, externalId: PATCH },
    select: { id: true },
  });

  const dialogs: string[] = [];
  const visited: string[] = [];
  const check = async (page: Page, url: string, then?: () => Promise<void>) => {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    await page.waitForLoadState("networkidle");
    if (then) await then();
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
      `script ran on ${url}`,
    ).toBeUndefined();
    expect(
      await page.locator('a[href^="javascript:" i]').count(),
      `javascript: links on ${url}`,
    ).toBe(0);
    visited.push(url + (then ? " (+ interaction)" : ""));
  };
  const admin = await pageAs(world.users.admin);
  const reviewer = await pageAs(world.users.engineer2);
  const rater = await pageAs(world.users.rater);
  for (const p of [admin, reviewer, rater])
    p.on("dialog", (d) => {
      dialogs.push(`${d.type()}: ${d.message()}`);
      void d.dismiss();
    });

  const base = `/projects/${world.slug}`;
  const bug = `${base}/bugs/${encodeURIComponent(BUG)}`;
  await check(admin, base);
  await check(admin, bug, async () => {
    await expect(admin.getByText(`Title ${P}`).first()).toBeVisible();
  });
  await check(admin, `${base}/patches/${patch.id}`, async () => {
    await expect(admin.getByTestId("diff").first()).toContainText("onerror");
  });
  await check(admin, `${bug}/rubric`);
  await check(reviewer, `${bug}/rubric/review`, async () => {
    await expect(
      reviewer
        .getByText("[link](javascript:window.__xss=1)")
        .or(reviewer.getByRole("link", { name: "link" }))
        .first(),
    ).toBeVisible();
  });
  await check(admin, `${base}/campaigns`);
  await check(admin, `${base}/campaigns/${xssCampaign.id}`);
  await check(rater, `${base}/campaigns/${xssCampaign.id}/rate`, async () => {
    await expect(rater.getByTestId("diff").first()).toContainText("onerror");
  });
  await check(rater, "/");
  await check(admin, `${base}/judge`);
  await check(admin, `${base}/judge/runs/${ids.runId}`, async () => {
    const row = admin.getByTestId("result-row").filter({ hasText: PATCH });
    await row.first().focus();
    await admin.keyboard.press("Enter");
    await expect(
      admin.getByTestId("result-drawer").getByRole("heading", { name: PATCH }),
    ).toBeVisible();
  });
  await check(admin, `${base}/agreement`);
  await check(admin, `${base}/analytics`);
  await check(reviewer, `${base}/work`);
  expect(dialogs, "dialogs opened by payloads").toEqual([]);
  console.log(`XSS: ${visited.length} page visits, no payload ran:\n  ${visited.join("\n  ")}`);
});
