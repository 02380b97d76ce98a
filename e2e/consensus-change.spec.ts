import { prisma } from "@/lib/db/client";
import { revealedWithTwoDisputes } from "./dispute-world";
import { E2E_BASE_URL } from "./e2e-env";
import { expect, loginAs, test } from "./fixtures";

test("a lead settles the last dispute, sees all settled, finds settled patches read only, and changes one on purpose with its history kept", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const { campaignId, disputed } = await revealedWithTwoDisputes(world);
  const consensusOf = (patchId: string) =>
    prisma.consensus.findUnique({
      where: { campaignId_patchId: { campaignId, patchId } },
      select: { label: true, changes: { select: { reason: true } } },
    });
  await loginAs(page, world.users.lead);
  const base = `/projects/${world.slug}/campaigns/${campaignId}`;
  await page.goto(`${base}/adjudicate`);
  // The URL names the patch shown, even when it was not in the address typed.
  await expect(page).toHaveURL(new RegExp(`\\?patch=${disputed[0]}$`));
  await expect(page.getByTestId("adjudication-summary")).toContainText("2 open");

  for (const [i, patchId] of disputed.entries()) {
    await expect(page).toHaveURL(new RegExp(`\\?patch=${patchId}$`));
    await expect(page.getByRole("radiogroup", { name: "Consensus label" })).toBeVisible();
    await page.keyboard.press("i");
    await page.keyboard.press("1");
    await page.keyboard.press("Control+Enter");
    await expect(page.getByTestId("adjudication-summary")).toContainText(`${1 - i} open`);
  }
  // The last dispute recorded: the page says so, offers to close, and stays on that patch.
  await expect(page.getByTestId("all-settled")).toContainText("All disputes settled");
  await expect(
    page.getByTestId("all-settled").getByRole("button", { name: "Close campaign" }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?patch=${disputed[1]}$`));
  await expect(page.getByTestId("settled-consensus")).toBeVisible();
  await page.screenshot({ path: "/tmp/consensus-all-settled.png", fullPage: true });
  // V + Ctrl+Enter on a settled patch changes nothing.
  await page.keyboard.press("v");
  await page.keyboard.press("Control+Enter");
  await expect(page.getByTestId("consensus-label")).toHaveText("INVALID");
  expect(await consensusOf(disputed[1]!)).toEqual({ label: "INVALID", changes: [] });

  // K back: the first settled patch, read only.
  await page.keyboard.press("k");
  await expect(page).toHaveURL(new RegExp(`\\?patch=${disputed[0]}$`));
  await expect(page.getByTestId("settled-consensus")).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "Consensus label" })).toHaveCount(0);
  await expect(page.getByLabel("Consensus notes")).toHaveCount(0);

  // The server refuses to rewrite a settled consensus without an explicit change and a reason.
  const url = `/api/projects/${world.slug}/campaigns/${campaignId}/adjudication/${disputed[0]}`;
  const headers = { origin: E2E_BASE_URL };
  const silent = await page.request.put(url, {
    headers,
    data: { label: "VALID", themes: ["other"], notes: "" },
  });
  expect(silent.status()).toBe(409);
  expect((await silent.json()).error.message).toMatch(/already settled \(INVALID\)/);
  const noReason = await page.request.put(url, {
    headers,
    data: { label: "VALID", themes: ["other"], notes: "", change: { reason: " " } },
  });
  expect(noReason.status()).toBe(422);
  expect(await consensusOf(disputed[0]!)).toEqual({ label: "INVALID", changes: [] });

  // A deliberate change: confirmed, with a reason; its history is shown.
  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: "Change consensus" }).click();
  await page.keyboard.press("v");
  await page.keyboard.press("3");
  await page.getByRole("button", { name: /Record change/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: "reason" })).toHaveText(
    "Give a reason for changing the consensus.",
  );
  await page
    .getByLabel("Reason for the change")
    .fill("The second requirement does not apply here.");
  await page.keyboard.press("Control+Enter");
  const history = page.getByTestId("settled-consensus").getByTestId("consensus-change");
  await expect(history).toHaveCount(1);
  await expect(history).toContainText("INVALID → VALID");
  await expect(history).toContainText(world.users.lead.name);
  await expect(history).toContainText("The second requirement does not apply here.");
  await expect(page.getByTestId("consensus-label")).toHaveText("VALID");
  await page.screenshot({ path: "/tmp/consensus-changed.png", fullPage: true });
  expect(await consensusOf(disputed[0]!)).toEqual({
    label: "VALID",
    changes: [{ reason: "The second requirement does not apply here." }],
  });

  // The campaign page shows the history too.
  await page.goto(base);
  const onOverview = page.getByRole("region", { name: "Consensus changes" });
  await expect(onOverview.getByTestId("consensus-change")).toHaveCount(1);
  await expect(onOverview).toContainText("INVALID → VALID");
  await expect(onOverview).toContainText("The second requirement does not apply here.");
});
