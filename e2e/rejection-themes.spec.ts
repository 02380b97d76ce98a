import { prisma } from "@/lib/db/client";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import { ZImportExternalRun } from "@/lib/judge/external/schemas-external";
import { BASELINE_THEMES_REASON } from "@/lib/themes/schemas";
import { expect, loginAs, test } from "./fixtures";

// A finished run with INVALID verdicts, made through the domain layer (an imported run). The
// e2e mock LLM answers an enum with the value of a MOCK_LABEL marker in the prompt, so each
// justification carries the theme the mock will give it: 3 rubric, 2 root cause, 1 other.
const VERDICTS: [string, "VALID" | "INVALID", string][] = [
  [
    "tinyjson-17:patchagent:gpt-4.1:0",
    "INVALID",
    "Uses manual new/delete where the rubric asks for RAII. MOCK_LABEL=violating_rubric_requirements",
  ],
  [
    "imgscale-42:san2patch:gpt-4.1:0",
    "INVALID",
    "Changes only the test, the rubric wants production code. MOCK_LABEL=violating_rubric_requirements",
  ],
  [
    "kvstash-9:patchagent:claude-sonnet-4:0",
    "INVALID",
    "Ignores the rubric's error-handling convention. MOCK_LABEL=violating_rubric_requirements",
  ],
  [
    "tinyev-45:patchagent:claude-sonnet-4:0",
    "INVALID",
    "Suppresses the sanitizer report instead of fixing it. MOCK_LABEL=not_addressing_root_cause",
  ],
  [
    "jrangeset-23:patchagent:gpt-4.1:0",
    "INVALID",
    "Patches the caller, not the faulty bounds check. MOCK_LABEL=not_addressing_root_cause",
  ],
  ["dotenv-lite-8:patchagent:gpt-4.1:0", "INVALID", "No reason given. MOCK_LABEL=other"],
  ["httpmini-112:patchagent:gpt-4.1:1", "VALID", "Fixes the root cause."],
];

test("a lead classifies a finished run's rejections and reads the themes with shares summing to 100 %", async ({
  page,
  world,
}) => {
  test.setTimeout(90_000);
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const lines = VERDICTS.map(([patchId, label, justification]) =>
    JSON.stringify({ patchId, label, justification }),
  );
  const report = await importExternalVerdicts({
    projectId: project.id,
    actorId: null,
    fileName: "verdicts.jsonl",
    bytes: Buffer.from(lines.join("\n") + "\n"),
    settings: ZImportExternalRun.parse({ name: "Themed", model: "some-judge" }),
  });
  const runId = report.runs[0]!.id!;

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/judge/runs/${runId}`);
  const section = page.getByRole("region", { name: "Rejection themes" });
  await expect(section.getByTestId("themes-empty")).toContainText(
    "6 INVALID verdicts, not classified yet",
  );
  // An imported run: the justifications sorted are the imported tool's, and the section says so.
  await expect(section.getByTestId("themes-note")).toHaveText(
    "Imported run: these are the justifications of the imported tool (verdicts.jsonl), not of a judge of this project; the themes sort what that tool wrote.",
  );
  await section.getByRole("button", { name: "Classify rejections" }).click();

  const table = section.getByRole("table", { name: "Rejection themes" });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(section.getByTestId("themes-source")).toContainText(
    "Classified by the LLM openai-compatible:mock-rubric-model",
  );
  await expect(section.getByTestId("themes-source")).toContainText(
    "6 of 6 INVALID verdicts classified.",
  );
  const row = (theme: string) => table.locator(`tr[data-theme="${theme}"]`);
  const expected: [string, string, string][] = [
    ["violating_rubric_requirements", "3", "50.0%"],
    ["not_addressing_root_cause", "2", "33.3%"],
    ["incomplete_implementation", "0", "0.0%"],
    ["introducing_new_issues", "0", "0.0%"],
    ["other", "1", "16.7%"],
  ];
  for (const [theme, count, share] of expected) {
    await expect(row(theme).getByTestId("theme-count")).toHaveText(count);
    await expect(row(theme).getByTestId("theme-share")).toHaveText(share);
  }
  const shares = await table.getByTestId("theme-share").allTextContents();
  expect(shares.reduce((a, s) => a + Number.parseFloat(s), 0)).toBeCloseTo(100, 6);
  await expect(row("not_addressing_root_cause")).toContainText("Suppresses the sanitizer report");
  await expect(row("violating_rubric_requirements")).toContainText("60.6%");

  // The chart: bars for this run and the paper, one category per theme.
  const chart = section.getByRole("application", {
    name: "Rejection themes: share of INVALID verdicts",
  });
  await expect(chart).toBeVisible();
  await expect(chart.locator(".recharts-bar-rectangle path")).not.toHaveCount(0);
  for (const name of [
    "Violating Specified Requirements in Rubric",
    "Not Addressing Root Cause",
    "Other",
  ])
    await expect(chart.locator("text").filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(1);

  // What the page shows is what was stored: one theme per INVALID verdict, each from a logged LLM call.
  const stored = await prisma.rejectionTheme.findMany({ where: { runId } });
  expect(stored).toHaveLength(6);
  expect(stored.every((r) => r.source === "llm" && r.llmCallId)).toBe(true);
});

test("a no-LLM baseline run has no rejection themes: the page shows why instead of a chart, the API refuses", async ({
  page,
  world,
}) => {
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const config = await prisma.judgeConfig.create({
    data: {
      projectId: project.id,
      name: "Similarity baseline",
      version: 1,
      provider: "baseline",
      model: "similarity",
      promptTemplate: "baseline",
      promptVersion: "1",
      reference: "ground_truth",
      threshold: 0.5,
    },
  });
  const run = await prisma.judgeRun.create({
    data: { projectId: project.id, configId: config.id, status: "completed", total: 7 },
  });
  const patches = await prisma.patch.findMany({
    where: { projectId: project.id },
    take: 7,
    select: { id: true },
  });
  for (const p of patches) {
    const job = await prisma.judgeJob.create({
      data: { runId: run.id, patchId: p.id, sample: 0, status: "done" },
    });
    await prisma.judgeResult.create({
      data: {
        runId: run.id,
        jobId: job.id,
        patchId: p.id,
        sample: 0,
        label: "INVALID",
        justification:
          "No-LLM baseline: similarity 0.30 to the developer fix (files 0.50, changed lines 0.10) is below the 0.50 threshold, so INVALID.",
      },
    });
  }

  await loginAs(page, world.users.lead);
  const api = `/api/projects/${world.slug}/judge/runs/${run.id}/themes`;
  for (const res of [await page.request.get(api), await page.request.post(api, { data: {} })]) {
    expect(res.status()).toBe(409);
    expect((await res.json()).error.message).toBe(BASELINE_THEMES_REASON);
  }
  expect(await prisma.rejectionTheme.count({ where: { runId: run.id } })).toBe(0);

  await page.goto(`/projects/${world.slug}/judge/runs/${run.id}`);
  const section = page.getByRole("region", { name: "Rejection themes" });
  await expect(section.getByTestId("themes-unavailable")).toHaveText(BASELINE_THEMES_REASON);
  await expect(section.getByRole("button", { name: "Classify rejections" })).toHaveCount(0);
  await expect(section.getByRole("table")).toHaveCount(0);
  await expect(section.getByRole("application")).toHaveCount(0);
  await section.screenshot({ path: "/tmp/blinding-baseline-themes.png" });
});
