import { prisma } from "@/lib/db/client";
import { seedPilotCampaign } from "@/lib/seed/seed-pilot-campaign";
import { expect, loginAs, test, type TWorld } from "./fixtures";

/** The demo's pilot campaign (four raters, UNSURE allowed, closed), through the domain layer. */
async function setUp(world: TWorld) {
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } });
  await seedPilotCampaign({ projectId: project.id, actorId: lead.id, dataDir: "lib/demo/data" });
}

test("a lead opening the dashboard with a bad setting in its address is told which, and resets it; a valid one shows in the controls", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  await setUp(world);
  await loginAs(page, world.users.lead);
  const dashboard = `/projects/${world.slug}/agreement`;
  const error = page.getByTestId("agreement-settings-error");

  // A label no rating has: the server refuses it, naming the parameter; no figures are shown.
  await page.goto(`${dashboard}?missing=BOGUS`);
  await expect(error).toContainText('missing: no rating of this campaign has the label "BOGUS"');
  await expect(page.getByTestId("kpi-alpha")).toHaveCount(0);
  await page.screenshot({ path: "/tmp/cliimport-agreement-bad-param.png" });

  // A verdict counted as missing, or an unknown parameter: refused before anything is asked.
  await page.goto(`${dashboard}?missing=UNSURE,INVALID`);
  await expect(error).toContainText(
    "missing: VALID and INVALID are the verdicts compared; they cannot count as missing",
  );
  await page.goto(`${dashboard}?replicates=lots&colour=red`);
  await expect(error).toContainText("unknown parameter colour");
  await expect(error).toContainText("replicates:");

  // The reset link: the dashboard with the server's defaults (UNSURE missing).
  await error.getByRole("link", { name: "Reset to the default settings" }).click();
  await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
  await expect(page.getByRole("checkbox", { name: "UNSURE" })).toBeChecked();
  await expect(page.getByTestId("human-counts")).toContainText("4 counted as missing");
  await expect(page.getByTestId("agreement-bootstrap")).toHaveText(
    "Bootstrap: 2,000 replicates, seed 1",
  );

  // Valid settings other than the defaults are shown by the controls.
  await page.goto(`${dashboard}?missing=&replicates=500&seed=7`);
  await expect(page.getByRole("checkbox", { name: "UNSURE" })).not.toBeChecked();
  await expect(page.getByTestId("human-counts")).toContainText("0 counted as missing");
  await expect(page.getByTestId("agreement-bootstrap")).toHaveText(
    "Bootstrap: 500 replicates, seed 7",
  );
  await expect(error).toHaveCount(0);
  await page.screenshot({ path: "/tmp/cliimport-agreement-valid-param.png" });
});
