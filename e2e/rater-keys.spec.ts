import { prisma } from "@/lib/db/client";
import { expect, loginAs, test } from "./fixtures";
import { makeGoldenRubric } from "./golden-rubric";
import { makeRaterCampaign } from "./rater-world";

const BUG = "tinyjson-17"; // three candidate patches

test("keys typed while a label is saving change nothing; the next item takes keys the moment it shows", async ({
  page,
  world,
}) => {
  await makeGoldenRubric(world, BUG);
  const campaign = await makeRaterCampaign(world, { name: "Keys round" });
  await loginAs(page, world.users.rater);
  await page.goto(`/projects/${world.slug}/campaigns/${campaign.id}/rate`);
  await expect(page.getByTestId("item-position")).toHaveText("Item 1 of 3");
  const radio = (name: string) => page.getByRole("radio", { name: new RegExp(`^${name}`) });
  const requirement = (n: number) =>
    page
      .getByTestId("golden-rubric")
      .getByRole("checkbox")
      .nth(n - 1);

  // The save is held at the network until the keys below have been typed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/items/*/rating", async (route) => {
    await held;
    await route.continue();
  });
  await page.keyboard.press("i");
  await page.keyboard.press("1");
  await page.keyboard.press("e");
  await page.keyboard.type("misses requirement 2");
  await page.keyboard.press("Control+Enter");
  await expect(page.getByRole("button", { name: /^Saving/ })).toBeVisible();
  // Typed while saving: the label being saved stays as it was sent.
  await page.keyboard.press("Escape");
  await page.keyboard.press("v");
  await page.keyboard.press("2");
  await expect(radio("INVALID")).toHaveAttribute("aria-checked", "true");
  await expect(radio("VALID")).toHaveAttribute("aria-checked", "false");
  await expect(requirement(2)).not.toBeChecked();
  release();

  // The next item starts empty, and takes V and a digit as soon as it shows.
  await expect(page.getByTestId("item-position")).toHaveText("Item 2 of 3");
  await expect(page.getByTestId("rater-progress")).toHaveText("1 of 3 labelled");
  await expect(radio("VALID")).toHaveAttribute("aria-checked", "false");
  await expect(requirement(1)).not.toBeChecked();
  await page.keyboard.press("v");
  await page.keyboard.press("2");
  await expect(radio("VALID")).toHaveAttribute("aria-checked", "true");
  await expect(requirement(2)).toBeChecked();

  // Back on the first item: saved as sent, with no unsent draft over it.
  await page.keyboard.press("k");
  await expect(page.getByTestId("item-position")).toHaveText("Item 1 of 3");
  const decision = page.getByRole("region", { name: "Your label" });
  await expect(decision.getByText("saved", { exact: true })).toBeVisible();
  await expect(decision.getByText("unsaved", { exact: true })).toHaveCount(0);
  await expect(radio("INVALID")).toHaveAttribute("aria-checked", "true");
  await expect(requirement(1)).toBeChecked();
  await expect(requirement(2)).not.toBeChecked();
  const saved = await prisma.rating.findMany({
    where: { campaignId: campaign.id },
    select: { label: true, justification: true },
  });
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({ label: "INVALID", justification: "misses requirement 2" });
});
