import { prisma } from "@/lib/db/client";
import { expect, loginAs, test, type TWorld } from "./fixtures";

/** The world's demo patches, two of them given a test outcome as an import would. */
async function setUp(world: TWorld) {
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const patches = await prisma.patch.findMany({
    where: { projectId: project.id },
    orderBy: { externalId: "asc" },
    select: { id: true, externalId: true, diff: true, bug: { select: { externalId: true } } },
  });
  const tested = patches[0]!;
  await prisma.patch.update({
    where: { id: tested.id },
    data: { passesTests: true, failToPassPassed: 1, failToPassTotal: 1, testLog: "PASS test_e2e" },
  });
  return { projectId: project.id, patches, tested };
}

test("a lead judges with fix specifications written without the developer fix, reads one beside a verdict and browses them by bug", async ({
  page,
  world,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const { projectId, patches, tested } = await setUp(world);

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/judge`);

  // A configuration with the fix-specification reference, written by the judge's own model.
  const form = page.getByRole("form", { name: "New configuration" });
  await form.getByLabel("Name").fill("Spec judge");
  await form.getByLabel("Provider").selectOption("openai-compatible");
  await form.getByLabel("Model").fill("mock-rubric-model");
  await form
    .getByLabel("Reference")
    .selectOption({ label: "Fix specification (no developer fix)" });
  await expect(form.getByLabel("Specification writer")).toHaveValue("llm");
  await form.getByRole("button", { name: "Save configuration" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved Spec judge v1.");

  const start = page.getByRole("form", { name: "Start a run" });
  await start.getByLabel("Configuration").selectOption({ label: "Spec judge v1" });
  await start.getByRole("button", { name: "Start run" }).click();
  await page.waitForURL(/\/judge\/runs\/[^/]+$/);
  await expect(page.getByTestId("run-status")).toHaveText("completed", { timeout: 60_000 });

  // One specification per bug and set of edited files; none saw the developer fix.
  const specs = await prisma.fixSpecification.findMany({
    where: { projectId },
    select: { bugId: true, fileSetKey: true, content: true, writer: true },
  });
  expect(specs.length).toBeGreaterThan(0);
  expect(specs.length).toBeLessThanOrEqual(patches.length);
  const calls = await prisma.llmCall.findMany({
    where: { purpose: "fix_spec", fixSpecs: { some: { projectId } } },
    select: { prompt: true },
  });
  expect(calls).toHaveLength(specs.length);
  const fixes = await prisma.bug.findMany({
    where: { projectId },
    select: { groundTruthPatch: true },
  });
  for (const call of calls)
    for (const fix of fixes) expect(call.prompt.includes(fix.groundTruthPatch.trim())).toBe(false);

  // The tested patch's verdict shows the specification the judge read and the test outcome.
  const row = page.getByTestId("result-row").filter({ hasText: tested.externalId }).first();
  await row.click();
  const drawer = page.getByTestId("result-drawer");
  await expect(drawer.getByRole("heading", { name: tested.externalId })).toBeVisible();
  const saw = drawer.getByRole("region", { name: "What the judge saw" });
  await expect(saw).toContainText("Fix specification (no developer fix)");
  await expect(saw).toContainText("Written by openai-compatible:mock-rubric-model");
  await expect(saw.getByTestId("judge-test-information")).toContainText(
    "Fail-to-pass tests (failed before the fix): 1 of 1 pass.",
  );
  await expect(saw.getByTestId("judge-test-information")).toContainText("PASS test_e2e");
  await page.keyboard.press("Escape");

  // The specifications page lists them all, then one bug's; a bug not in the project is an error.
  await page.goto(`/projects/${world.slug}/judge`);
  await page.getByRole("link", { name: "Fix specifications" }).click();
  await page.waitForURL(/\/judge\/specs$/);
  const list = page.getByRole("region", { name: "Fix specifications" });
  await expect(list.getByTestId("fix-spec")).toHaveCount(specs.length);
  const bug = tested.bug.externalId;
  const ofBug = await prisma.fixSpecification.count({
    where: { projectId, bug: { externalId: bug } },
  });
  await list.getByLabel("Bug id").fill(bug);
  await list.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?bug=${encodeURIComponent(bug)}$`));
  await expect(list.getByTestId("fix-spec")).toHaveCount(ofBug);
  await list.getByTestId("fix-spec").first().locator("summary").click();
  await expect(list.getByTestId("fix-spec").first()).toContainText(
    "openai-compatible:mock-rubric-model",
  );
  await page.goto(`/projects/${world.slug}/judge/specs?bug=NOPE-404`);
  await expect(list.getByRole("alert")).toContainText("bug: no bug NOPE-404 in this project.");

  // The JSON API says the same; raters have no judge access.
  const api = await (await page.request.get(`/api/projects/${world.slug}/judge/fix-specs`)).json();
  expect(api.total).toBe(specs.length);
  const rater = await pageAs(world.users.rater);
  expect((await rater.goto(`/projects/${world.slug}/judge/specs`))?.status()).toBe(403);
  expect((await rater.request.get(`/api/projects/${world.slug}/judge/fix-specs`)).status()).toBe(
    403,
  );
});
