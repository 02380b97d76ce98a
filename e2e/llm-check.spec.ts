import { loginAs, expect, test } from "./fixtures";

test("a lead tests the LLM connection from Settings; a rater has no such button", async ({
  page,
  world,
  pageAs,
}) => {
  await loginAs(page, world.users.lead);
  await page.goto("/settings");
  const panel = page.getByTestId("llm-check");
  await panel.getByRole("button", { name: "Test connection" }).click();
  const result = panel.getByTestId("llm-check-result");
  await expect(result).toContainText("connected", { timeout: 20_000 });
  await expect(result).toContainText("openai-compatible mock-rubric-model answered in");
  await expect(result).toContainText("Structured outputok");
  await expect(result).toContainText("Log-probabilitiesreturned");
  await expect(result).toContainText("no price known for this model");
  await page.screenshot({ path: "test-results/llm-check-lead.png", fullPage: true });

  const rater = await pageAs(world.users.rater);
  await rater.goto("/settings");
  await expect(rater.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(rater.getByTestId("llm-check")).toHaveCount(0);
  const refused = await rater.request.post("/api/settings/llm/check", {
    data: {},
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
});
