import { prisma } from "@/lib/db/client";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { ZCreateJudgeConfig } from "@/lib/judge/schemas";
import { DEFAULT_GRADED_SCALE } from "@/lib/scales/schemas";
import { draftOffline } from "./draft-offline";
import { E2E_MOCK_LLM_PORT } from "./e2e-env";
import { editorLine } from "./editor-line";
import { expect, loginAs, test } from "./fixtures";

const BUG = "tinyjson-17";

test("rubric test bench: an engineer runs the judge on the fix and negative controls with the rubric as typed, and a change marks the results stale", async ({
  page,
  world,
}) => {
  test.setTimeout(90_000);
  const project = await prisma.project.findUniqueOrThrow({ where: { slug: world.slug } });
  // Starting a judge model checks the provider's settings in this process, as the server has them.
  process.env.LLM_PROVIDER = "openai-compatible";
  process.env.LLM_BASE_URL = `http://127.0.0.1:${E2E_MOCK_LLM_PORT}/v1`;
  process.env.LLM_MODEL = "mock-rubric-model";
  await createJudgeConfig({
    projectId: project.id,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name: "Golden judge",
      provider: "openai-compatible",
      model: "mock-rubric-model",
      reference: "golden",
    }),
  });
  await createJudgeConfig({
    projectId: project.id,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name: "Graded judge",
      provider: "openai-compatible",
      model: "mock-rubric-model",
      reference: "golden",
      scale: DEFAULT_GRADED_SCALE,
    }),
  });
  await loginAs(page, world.users.engineer);
  await draftOffline(page, world.slug, BUG);

  await page.goto(`/projects/${world.slug}/bugs/${BUG}/rubric`);
  // A requirement that the mock judge reads as "reject whatever says TODO".
  await (await editorLine(page, "## Acceptable solutions")).click();
  await page.keyboard.press("Home");
  await page.keyboard.type("- [ ] No placeholder code. MOCK_INVALID_IF=TODO\n\n");

  const bench = page.getByRole("region", { name: "Rubric test bench" });
  await expect(bench.getByLabel("Judge configuration")).toContainText("Golden judge v1");
  await bench.getByRole("button", { name: "Run bench" }).click();
  const cases = bench.getByTestId("bench-case");
  const total = await cases.count();
  expect(total).toBeGreaterThanOrEqual(4);
  await expect(bench.getByTestId("bench-progress")).toHaveText(`${total} / ${total} judged`, {
    timeout: 30_000,
  });
  const row = (title: RegExp) => cases.filter({ hasText: title });
  await expect(row(/developers' fix/)).toContainText("VALID");
  await expect(row(/developers' fix/)).toContainText("as expected");
  await expect(row(/only a comment/)).toContainText("INVALID");
  await expect(row(/only a comment/)).toContainText("as expected");
  await expect(row(/test-only change/)).toContainText("as expected");
  await expect(bench.getByTestId("bench-stale")).toHaveCount(0);

  // Typing in the rubric makes the results stale until the bench runs again (answered from the cache where nothing changed).
  // (At the end of the text: the cursor gets there without finding a line that may be scrolled away.)
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\n- [ ] Keep valid input working.\n");
  await expect(bench.getByTestId("bench-stale")).toBeVisible();
  await bench.getByRole("button", { name: "Run again" }).click();
  await expect(bench.getByTestId("bench-progress")).toHaveText(`${total} / ${total} judged`, {
    timeout: 30_000,
  });
  await expect(bench.getByTestId("bench-stale")).toHaveCount(0);

  // A graded judge: each verdict is a grade, its label the grade's collapse.
  await bench.getByLabel("Judge configuration").selectOption({
    label: "Graded judge v1 · openai-compatible/mock-rubric-model",
  });
  await bench.getByRole("button", { name: /Run/ }).click();
  await expect(bench.getByTestId("bench-progress")).toHaveText(`${total} / ${total} judged`, {
    timeout: 30_000,
  });
  await expect(row(/developers' fix/).getByTestId("bench-grade")).toHaveText(
    `grade 4 ${DEFAULT_GRADED_SCALE.grades[3]!.label}`,
  );
  await expect(row(/developers' fix/)).toContainText("as expected");
  await expect(row(/only a comment/).getByTestId("bench-grade")).toHaveText(
    `grade 1 ${DEFAULT_GRADED_SCALE.grades[0]!.label}`,
  );
  await expect(row(/only a comment/)).toContainText("INVALID");
  await bench.screenshot({ path: "/tmp/rubric-bench-graded.png" });
});
