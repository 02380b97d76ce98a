import { prisma } from "@/lib/db/client";
import { E2E_MOCK_LLM_PORT } from "./e2e-env";
import { expect, loginAs, test } from "./fixtures";

type TMockStats = { batch: { messages: number }; google: { generateContent: number } };
const mockStats = async (): Promise<TMockStats> =>
  (await fetch(`http://127.0.0.1:${E2E_MOCK_LLM_PORT}/stats`)).json() as Promise<TMockStats>;

// The judge through the real Anthropic and Gemini provider packages: the e2e server has their
// keys and base URLs pointing at the mock's Messages and generateContent endpoints
// (playwright.config.ts), so a configuration on either provider runs end to end.
for (const { provider, label, model, counter } of [
  { provider: "anthropic", label: "Anthropic", model: "claude-sonnet-4-5", counter: "messages" },
  { provider: "google", label: "Google", model: "gemini-2.5-flash", counter: "generateContent" },
] as const) {
  test(`a lead judges the patches with a ${label} configuration, end to end over the provider's wire format`, async ({
    page,
    world,
  }) => {
    test.setTimeout(120_000);
    const project = await prisma.project.findUniqueOrThrow({ where: { slug: world.slug } });
    const patches = await prisma.patch.count({ where: { projectId: project.id } });
    const before = await mockStats();

    await loginAs(page, world.users.lead);
    await page.goto(`/projects/${world.slug}/judge`);
    const form = page.getByRole("form", { name: "New configuration" });
    await form.getByLabel("Name").fill(`${label} judge`);
    await form.getByLabel("Provider").selectOption(provider);
    await form.getByLabel("Model").fill(model);
    await form.getByLabel("Reference").selectOption({ label: "Ground-truth patch" });
    await form.getByRole("button", { name: "Save configuration" }).click();
    await expect(form.getByRole("status")).toHaveText(`Saved ${label} judge v1.`);

    const start = page.getByRole("form", { name: "Start a run" });
    await start.getByLabel("Configuration").selectOption({ label: `${label} judge v1` });
    await start.getByRole("button", { name: "Start run" }).click();
    await page.waitForURL(/\/judge\/runs\/[^/]+$/);
    await expect(page.getByTestId("run-status")).toHaveText("completed", { timeout: 90_000 });
    await expect(page.getByTestId("result-row")).toHaveCount(patches);
    await page.getByTestId("result-row").first().click();
    const drawer = page.getByTestId("result-drawer");
    await expect(drawer).toContainText("Mock answer");
    await page.screenshot({ path: `test-results/judge-${provider}.png`, fullPage: true });

    const after = await mockStats();
    const sent =
      counter === "messages"
        ? after.batch.messages - before.batch.messages
        : after.google.generateContent - before.google.generateContent;
    expect(sent).toBe(patches);
    const calls = await prisma.llmCall.findMany({
      where: { purpose: "judge", provider, model },
      select: { error: true },
    });
    expect(calls.length).toBeGreaterThanOrEqual(patches);
    expect(calls.every((c) => c.error === null)).toBe(true);
  });
}
