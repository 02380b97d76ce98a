import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { getCampaignAccess } from "@/lib/campaigns/get-campaign-access";
import { ZCreateCampaign, ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { ZCreateJudgeConfig } from "@/lib/judge/schemas";
import { expect, loginAs, test, type TWorld } from "./fixtures";

/** The bug whose candidate patches every rater rejects; the mock judge calls everything VALID. */
const REJECTED_BUG = "tinyjson-17";

/**
 * Through the domain layer: a ground-truth judge configuration, and a campaign over every
 * patch where three raters agree (the REJECTED_BUG's patches INVALID, the rest VALID), revealed.
 */
async function setUp(world: TWorld) {
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  await createJudgeConfig({
    projectId: project.id,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name: "Ground truth",
      provider: "openai-compatible",
      // A model name no other test uses: the LLM call cache (one for every project) never answers
      // this run from another test's calls, so the page's prompt-cache figure is this run's own.
      model: "mock-judge-e2e",
      reference: "ground_truth",
    }),
  });
  const raters = await prisma.user.findMany({
    where: {
      email: { in: [world.users.rater.email, world.users.rater2.email, world.users.rater3.email] },
    },
  });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } });
  const c = await createCampaign({
    projectId: project.id,
    actorId: lead.id,
    input: ZCreateCampaign.parse({
      name: "Judge round",
      selection: { kind: "all" },
      ratersPerPatch: 3,
      raterIds: raters.map((r) => r.id),
    }),
  });
  for (const rater of raters) {
    const { campaign } = await getCampaignAccess({
      user: rater,
      slug: world.slug,
      campaignId: c.id,
      need: "rate",
    });
    const assignments = await prisma.assignment.findMany({
      where: { campaignId: c.id, raterId: rater.id },
      select: { id: true, patch: { select: { bug: { select: { externalId: true } } } } },
    });
    for (const a of assignments) {
      const label = a.patch.bug.externalId === REJECTED_BUG ? "INVALID" : "VALID";
      await submitRating({
        campaign,
        raterId: rater.id,
        assignmentId: a.id,
        input: ZSubmitRating.parse({ label, justification: `${label} by ${rater.name}` }),
      });
    }
  }
  const reveal = await changeCampaignPhase({
    campaignId: c.id,
    actorId: lead.id,
    input: { phase: "reveal" },
  });
  expect(reveal.disputed).toBe(0);
  const patches = await prisma.patch.count({ where: { projectId: project.id } });
  const rejected = await prisma.patch.count({
    where: { projectId: project.id, bug: { externalId: REJECTED_BUG } },
  });
  return { patches, rejected };
}

test("a lead starts a judge run from the UI, watches it finish and reads the judge's justification on a disagreement", async ({
  page,
  world,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const { patches, rejected } = await setUp(world);

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}`);
  await page.getByRole("link", { name: "Judge", exact: true }).click();
  const form = page.getByRole("form", { name: "Start a run" });
  await form.getByLabel("Configuration").selectOption({ label: "Ground truth v1" });
  await form
    .getByLabel("Campaign (for agreement)")
    .selectOption({ label: `Judge round (reveal, ${patches} patches)` });
  await form.getByRole("button", { name: "Start run" }).click();
  await page.waitForURL(/\/judge\/runs\/[^/]+$/);

  // Live progress, without reloading: the bar reaches every job.
  const bar = page.getByRole("progressbar", { name: "Run progress" });
  await expect(bar).toHaveAttribute("aria-valuemax", String(patches));
  await expect(bar).toHaveAttribute("aria-valuenow", String(patches), { timeout: 60_000 });
  await expect(page.getByTestId("run-progress-text")).toHaveText(`${patches} / ${patches} done`);
  await expect(page.getByTestId("run-status")).toHaveText("completed");
  const rows = page.getByTestId("result-row");
  await expect(rows).toHaveCount(patches);
  const range = page.getByTestId("results-range");
  await expect(range).toHaveText(`Showing 1–${patches} of ${patches}`);

  // Pages (the page size from ?limit=): Next shows the following rows, Previous the first again.
  const ids = await rows.locator("td.patch-id").allTextContents();
  const runUrl = page.url();
  await page.goto(`${runUrl}?limit=4`);
  await expect(range).toHaveText(`Showing 1–4 of ${patches}`);
  await expect(rows.locator("td.patch-id")).toHaveText(ids.slice(0, 4));
  await page.getByRole("button", { name: "Next →" }).click();
  await expect(range).toHaveText(`Showing 5–8 of ${patches}`);
  await expect(rows.locator("td.patch-id")).toHaveText(ids.slice(4, 8));
  await page.getByRole("button", { name: "← Previous" }).click();
  await expect(range).toHaveText(`Showing 1–4 of ${patches}`);
  await expect(page.getByRole("button", { name: "← Previous" })).toBeDisabled();
  await page.goto(runUrl);
  await expect(rows).toHaveCount(patches);

  // A new configuration takes the v3 prompt (the bug's part first, the patch last): the mock
  // LLM's prompt cache reports the repeated prefixes, and the page shows what the calls stored.
  const runId = page.url().split("/").pop()!;
  const calls = await prisma.llmCall.findMany({
    where: { judgeResults: { some: { runId } } },
    select: { cachedInputTokens: true, inputTokens: true, promptVersion: true },
  });
  expect(new Set(calls.map((c) => c.promptVersion))).toEqual(new Set(["3"]));
  const cached = calls.reduce((n, c) => n + (c.cachedInputTokens ?? 0), 0);
  const input = calls.reduce((n, c) => n + (c.inputTokens ?? 0), 0);
  expect(cached).toBeGreaterThan(0);
  await expect(page.getByTestId("run-prompt-cache")).toHaveText(
    `${cached.toLocaleString("en-US")} read (${Math.round((100 * cached) / input)}% of input)`,
  );

  // D: disagreements only (the judge said VALID where the raters all said INVALID).
  await page.keyboard.press("d");
  const toggle = page.getByRole("button", { name: /Disagreements only/ });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(toggle).toContainText(`(${rejected})`);
  await expect(rows).toHaveCount(rejected);
  await expect(rows.first()).toContainText(REJECTED_BUG);
  await expect(rows.first()).toContainText("disagrees with the consensus");

  // Enter on the first row opens the panel with what the judge wrote.
  const patchId = (await rows.first().locator("td").first().textContent())!;
  await rows.first().focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByTestId("result-drawer");
  await expect(drawer.getByRole("heading", { name: patchId })).toBeVisible();
  const result = await prisma.judgeResult.findFirstOrThrow({
    where: { patch: { externalId: patchId, project: { slug: world.slug } } },
    orderBy: { createdAt: "desc" },
    select: { justification: true, label: true },
  });
  expect(result.label).toBe("VALID");
  expect(result.justification.length).toBeGreaterThan(0);
  await expect(drawer.getByTestId("judge-justification")).toHaveText(result.justification);
  const verdict = drawer.getByTestId("drawer-verdict");
  await expect(verdict).toContainText("Judge VALID");
  await expect(verdict).toContainText("Consensus INVALID");
  const saw = drawer.getByRole("region", { name: "What the judge saw" });
  await expect(saw).toContainText("Ground-truth patch");
  // The whole prompt as sent: the system message and the user message, byte for byte the call's.
  const sent = await prisma.judgeResult.findFirstOrThrow({
    where: { patch: { externalId: patchId, project: { slug: world.slug } } },
    orderBy: { createdAt: "desc" },
    select: { llmCall: { select: { prompt: true } }, patch: { select: { passesTests: true } } },
  });
  const [system, user] = sent.llmCall!.prompt.replace(/^\[system\]\n/, "").split("\n\n[user]\n");
  await saw.getByText("System message").click();
  await expect(saw.getByTestId("judge-prompt-system")).toHaveText(system!);
  await expect(saw.getByTestId("judge-prompt-user")).toHaveText(user!);
  await expect(saw.getByTestId("judge-prompt-user")).toContainText(patchId.split(":")[0]!);
  await expect(saw.getByTestId("judge-prompt-user")).toContainText(
    sent.patch.passesTests === false ? "Fails: the patch fails" : "the patch passes",
  );
  await saw.getByTestId("judge-prompt").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/judgecfg-prompt.png" });
  // J follows with the panel to the next disagreement; Esc closes it.
  const nextId = (await rows.nth(1).locator("td").first().textContent())!;
  await page.keyboard.press("j");
  await expect(drawer.getByRole("heading", { name: nextId })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);

  // Raters have no judge access: the page and the API both refuse.
  const rater = await pageAs(world.users.rater);
  const pageRes = await rater.goto(`/projects/${world.slug}/judge`);
  expect(pageRes?.status()).toBe(403);
  const apiRes = await rater.request.get(`/api/projects/${world.slug}/judge/runs`);
  expect(apiRes.status()).toBe(403);

  // Back on the judge page the run is listed as completed.
  await page.getByRole("link", { name: "judge", exact: true }).click();
  const listed = page.getByTestId("run-row").filter({ hasText: "Ground truth v1" });
  await expect(listed.getByTestId("run-status")).toHaveText("completed");
  await expect(listed.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(patches));
});
