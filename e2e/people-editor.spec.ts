import { createCampaign } from "@/lib/campaigns/create-campaign";
import { getCampaignAccess } from "@/lib/campaigns/get-campaign-access";
import { ZCreateCampaign, ZSetCampaignPeople } from "@/lib/campaigns/schemas";
import { setCampaignPeople } from "@/lib/campaigns/set-campaign-people";
import { prisma } from "@/lib/db/client";
import { expect, loginAs, test } from "./fixtures";
import { idOf, projectIdOf } from "./world-ids";

// The campaign page's people editor never resets the lead's unsaved ticks when the campaign's
// people change on the server (another lead's save, seen by the overview's 5 s poll): it says so
// beside the ticks and lets the lead load theirs or keep their own on top.

test("people: another lead's change keeps the lead's unsaved ticks, with a notice to load theirs or keep mine on top", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const rater = await idOf(world.users.rater);
  const rater2 = await idOf(world.users.rater2);
  const rater3 = await idOf(world.users.rater3);
  const campaignId = (
    await createCampaign({
      projectId: await projectIdOf(world.slug),
      actorId: await idOf(world.users.lead),
      input: ZCreateCampaign.parse({
        name: "People",
        selection: { kind: "bugType", bugTypes: ["Heap-buffer-overflow"] },
        ratersPerPatch: 1,
        raterIds: [rater],
      }),
    })
  ).id;
  // Another manager of the project (its admin) saves the rater pool, through the domain layer.
  const other = await prisma.user.findUniqueOrThrow({
    where: { email: world.users.admin.email },
    select: { id: true, email: true, name: true, isAdmin: true },
  });
  const theySave = async (raterIds: string[]) => {
    const { campaign } = await getCampaignAccess({
      user: other,
      slug: world.slug,
      campaignId,
      need: "manage",
    });
    await setCampaignPeople({
      campaign,
      actorId: other.id,
      input: ZSetCampaignPeople.parse({ raterIds }),
    });
  };
  const pool = async () =>
    (
      await prisma.campaignRater.findMany({
        where: { campaignId, role: "rater" },
        select: { userId: true },
      })
    )
      .map((r) => r.userId)
      .sort();
  const api = `/api/projects/${world.slug}/campaigns/${campaignId}`;
  /** The overview's next poll (a GET of the campaign) has come back. */
  const nextPoll = () =>
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === api && r.request().method() === "GET",
      { timeout: 15_000 },
    );

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/campaigns/${campaignId}`);
  const people = page.getByRole("region", { name: "People" });
  const box = (u: { name: string }) =>
    people.getByRole("group", { name: "Raters" }).getByRole("checkbox", {
      name: u.name,
      exact: true,
    });
  const conflict = page.getByTestId("people-conflict");
  const unsaved = people.getByText("unsaved", { exact: true });
  const saveButton = people.getByRole("button", { name: "Save and rebalance" });
  await expect(box(world.users.rater)).toBeChecked();
  await expect(box(world.users.rater2)).not.toBeChecked();
  await expect(box(world.users.rater3)).not.toBeChecked();
  await expect(unsaved).toHaveCount(0);

  // The lead ticks rater2 and does not save.
  await box(world.users.rater2).check();
  await expect(unsaved).toBeVisible();

  // Meanwhile another lead adds rater3. The next poll brings it: the tick stays, with the notice.
  await theySave([rater, rater3]);
  await expect(conflict).toContainText("Another lead changed the people of this campaign", {
    timeout: 15_000,
  });
  // It says what they changed, by name.
  await expect(conflict).toContainText(`(added rater ${world.users.rater3.name})`);
  await expect(conflict.getByRole("button", { name: "Load theirs" })).toBeVisible();
  await expect(conflict.getByRole("button", { name: "Keep mine on top" })).toBeVisible();
  await expect(box(world.users.rater2)).toBeChecked();
  await expect(box(world.users.rater)).toBeChecked();
  await expect(box(world.users.rater3)).not.toBeChecked();
  await expect(saveButton).toBeDisabled();
  // Later polls do not reset it either.
  await nextPoll();
  await expect(box(world.users.rater2)).toBeChecked();
  await expect(conflict).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("people-conflict.png"), fullPage: true });

  // Keep mine on top: their rater3 and my rater2, still unsaved; saved, all three are the pool.
  await conflict.getByRole("button", { name: "Keep mine on top" }).click();
  await expect(conflict).toHaveCount(0);
  for (const u of [world.users.rater, world.users.rater2, world.users.rater3])
    await expect(box(u)).toBeChecked();
  await expect(unsaved).toBeVisible();
  await saveButton.click();
  await expect(people.getByRole("status").filter({ hasText: "Saved:" })).toBeVisible();
  await expect(unsaved).toHaveCount(0);
  expect(await pool()).toEqual([rater, rater2, rater3].sort());
  await nextPoll();
  await expect(conflict).toHaveCount(0);
  for (const u of [world.users.rater, world.users.rater2, world.users.rater3])
    await expect(box(u)).toBeChecked();

  // Again: the lead unticks rater, another lead takes rater3 out; Load theirs drops my untick.
  await box(world.users.rater).uncheck();
  await expect(unsaved).toBeVisible();
  await theySave([rater, rater2]);
  await expect(conflict).toBeVisible({ timeout: 15_000 });
  await expect(box(world.users.rater)).not.toBeChecked();
  await expect(box(world.users.rater3)).toBeChecked();
  await conflict.getByRole("button", { name: "Load theirs" }).click();
  await expect(conflict).toHaveCount(0);
  await expect(unsaved).toHaveCount(0);
  await expect(box(world.users.rater)).toBeChecked();
  await expect(box(world.users.rater2)).toBeChecked();
  await expect(box(world.users.rater3)).not.toBeChecked();
  expect(await pool()).toEqual([rater, rater2].sort());
});
