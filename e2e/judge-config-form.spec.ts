import { prisma } from "@/lib/db/client";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { cancelJudgeRun } from "@/lib/judge/queue/cancel-judge-run";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { E2E_MOCK_LLM_PORT } from "./e2e-env";
import { expect, loginAs, test } from "./fixtures";

test("the configuration form resets what depends on a change and after a save, tries a draft on one patch, and saves an unreachable provider only with its warning", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/judge`);
  const form = page.getByRole("form", { name: "New configuration" });
  const perRequirement = form.getByRole("checkbox", { name: /Judge each requirement/ });
  const reference = form.getByLabel("Reference");
  const saved = form.getByRole("status").filter({ hasText: /^Saved/ });

  // A "per requirement" tick does not survive a change of reference.
  await form.getByLabel("Name").fill("Steady judge");
  await form.getByLabel("Provider").selectOption("openai-compatible");
  await form.getByLabel("Model").fill("mock-rubric-model");
  await reference.selectOption({ label: "Golden rubric" });
  await perRequirement.check();
  await reference.selectOption({ label: "Ground-truth patch" });
  await expect(perRequirement).toHaveCount(0);
  await reference.selectOption({ label: "Golden rubric" });
  await expect(perRequirement).not.toBeChecked();

  // Leaving the baseline leaves its ground-truth reference behind.
  await form.getByLabel("Provider").selectOption("baseline");
  await expect(reference).toBeDisabled();
  await expect(reference).toHaveValue("ground_truth");
  await form.getByLabel("Provider").selectOption("openai-compatible");
  await expect(reference).toHaveValue("golden");
  await expect(form.getByLabel("Model")).toHaveValue("");

  // Try the draft on one patch before saving: the verdict shows, nothing is saved. (Its own
  // model name: the call it logs answers no other test's identical request from the cache.)
  await form.getByLabel("Model").fill("mock-try-model");
  await reference.selectOption({ label: "Ground-truth patch" });
  await form.getByLabel("Patch to try").fill("tinyjson-17:swe-agent:gpt-4.1:1");
  await form.getByRole("button", { name: "Try on one patch" }).click();
  const verdict = form.getByTestId("config-try-verdict");
  await expect(verdict).toContainText("tinyjson-17:swe-agent:gpt-4.1:1");
  await expect(verdict).toContainText(/VALID|INVALID/);
  await expect(verdict).toContainText("not saved");
  await page.screenshot({ path: "/tmp/judgecfg-try.png", fullPage: true });
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  expect(await prisma.judgeConfig.count({ where: { projectId: project.id } })).toBe(0);
  // A change makes the shown verdict stale: it goes.
  await form.getByLabel("Samples").fill("3");
  await expect(verdict).toHaveCount(0);

  // A save starts the next configuration from empty.
  await form.getByRole("button", { name: "Save configuration" }).click();
  await expect(saved).toHaveText("Saved Steady judge v1.");
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(form.getByLabel("Samples")).toHaveValue("1");
  await expect(reference).toHaveValue("golden");
  await expect(perRequirement).not.toBeChecked();
  await expect(form.getByLabel("Patch to try")).toHaveValue("");

  // OpenAI has no key on this server: a warning before saving, no try, and a saved row that says so.
  await form.getByLabel("Name").fill("GPT judge");
  await form.getByLabel("Provider").selectOption("openai");
  await form.getByLabel("Model").fill("gpt-4.1");
  await expect(form.getByTestId("config-form-unreachable")).toContainText(
    "cannot run here: set OPENAI_API_KEY",
  );
  await expect(form.getByRole("button", { name: "Try on one patch" })).toBeDisabled();
  await form.getByRole("button", { name: /Save configuration \(cannot run here\)/ }).click();
  await expect(saved).toContainText("Saved GPT judge v1. It cannot run here: set OPENAI_API_KEY");
  const row = page.getByTestId("config-row").filter({ hasText: "GPT judge" });
  await expect(row.getByTestId("config-unreachable")).toHaveText(
    "cannot run here: set OPENAI_API_KEY",
  );
  // Runs offer only what can run here.
  const start = page.getByRole("form", { name: "Start a run" });
  const options = start.getByLabel("Configuration").locator("option");
  await expect(options).toHaveText(["Steady judge v1"]);
  await expect(start.getByTestId("run-form-waiting")).toContainText(
    "1 configuration cannot run here",
  );
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/judgecfg-unreachable.png", fullPage: true });
});

test("a failed run's header says plainly that its jobs failed, and why", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  // Runs are started here, in the test's process, against the server's mock LLM.
  process.env.LLM_PROVIDER = "openai-compatible";
  process.env.LLM_BASE_URL = `http://127.0.0.1:${E2E_MOCK_LLM_PORT}/v1`;
  process.env.LLM_MODEL = "mock-rubric-model";
  // The mock cuts its answers to this bug's report off at the token limit: no answer, and the
  // same request would be cut off again, so each of the bug's jobs fails with the same reason.
  await prisma.bug.updateMany({
    where: { projectId: project.id, externalId: "tinyjson-17" },
    data: { report: "A crash. MOCK_FINISH_REASON=length" },
  });
  const config = await createJudgeConfig({
    projectId: project.id,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name: "Report judge",
      provider: "openai-compatible",
      model: "mock-failing-model",
      reference: "report_only",
    }),
  });
  const start = (bugIds: string[]) =>
    startJudgeRun({
      projectId: project.id,
      actorId: null,
      input: ZStartJudgeRun.parse({ configId: config.id, filter: { kind: "bugs", bugIds } }),
    });
  const failed = await start(["tinyjson-17"]);
  const partial = await start(["tinyjson-17", "imgscale-42"]);

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/judge/runs/${failed.id}`);
  const header = page.getByTestId("run-progress-text");
  await expect(header).toHaveText(/^Failed: all 3 jobs failed — LLM call failed/, {
    timeout: 60_000,
  });
  await expect(header).not.toContainText("%");
  await expect(page.getByTestId("run-failures")).toContainText("No job was judged.");
  await page.screenshot({ path: "/tmp/judgecfg-failed-run.png", fullPage: true });

  await page.goto(`/projects/${world.slug}/judge/runs/${partial.id}`);
  await expect(page.getByTestId("run-failures")).toContainText(
    /Finished with failures: 3 of 6 jobs failed — LLM call failed/,
    { timeout: 60_000 },
  );
  await expect(page.getByTestId("run-progress-text")).toHaveText("3 / 6 done");
  await page.screenshot({ path: "/tmp/judgecfg-partial-run.png", fullPage: true });
  for (const run of [failed, partial])
    await cancelJudgeRun({ projectId: project.id, runId: run.id, actorId: null }).catch(() => {});
});

test("a similarity baseline run shows each patch's score, in the table and the patch's panel", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const config = await createJudgeConfig({
    projectId: project.id,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name: "Similarity",
      provider: "baseline",
      reference: "ground_truth",
    }),
  });
  const run = await startJudgeRun({
    projectId: project.id,
    actorId: null,
    input: ZStartJudgeRun.parse({
      configId: config.id,
      filter: { kind: "bugs", bugIds: ["tinyjson-17"] },
    }),
  });
  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/judge/runs/${run.id}`);
  await expect(page.getByTestId("run-status")).toHaveText("completed", { timeout: 60_000 });
  const results = await prisma.judgeResult.findMany({
    where: { runId: run.id },
    select: { score: true, patch: { select: { externalId: true } } },
  });
  expect(results).toHaveLength(3);
  const rows = page.getByTestId("result-row");
  for (const r of results) {
    expect(r.score).not.toBeNull();
    await expect(
      rows.filter({ hasText: r.patch.externalId }).getByTestId("result-certainty"),
    ).toHaveText(`score ${r.score!.toFixed(2)}`);
  }
  await rows.first().click();
  const drawer = page.getByTestId("result-drawer");
  await expect(drawer.getByTestId("drawer-certainty")).toHaveText(/^score \d\.\d\d$/);
  await expect(drawer.getByTestId("judge-justification")).toContainText(
    "No-LLM baseline: similarity",
  );
  await page.screenshot({ path: "/tmp/judgecfg-baseline.png", fullPage: true });
});
