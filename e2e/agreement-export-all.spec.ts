import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { prisma } from "@/lib/db/client";
import { AGREEMENT_TABLES } from "@/lib/agreement/schemas";
import { seedPilotCampaign } from "@/lib/seed/seed-pilot-campaign";
import { expect, loginAs, test } from "./fixtures";

test("a lead clicks Export all on the dashboard and gets every table in every format and the charts in one zip", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } });
  await seedPilotCampaign({ projectId: project.id, actorId: lead.id, dataDir: "lib/demo/data" });
  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/agreement?replicates=200`);
  await expect(page.getByTestId("agreement-bootstrap")).toHaveText(
    "Bootstrap: 200 replicates, seed 1",
  );
  const button = page.getByTestId("agreement-export-all");
  await expect(button).toHaveText("Export all");
  await page.screenshot({ path: "/tmp/dash-export-all.png" });

  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toBe(`${world.slug}-agreement-all.zip`);
  const names = Object.keys(unzipSync(new Uint8Array(readFileSync((await download.path())!))));
  const tables = names.filter((n) => !n.endsWith(".svg"));
  expect(tables).toHaveLength(AGREEMENT_TABLES.length * 4);
  for (const table of AGREEMENT_TABLES)
    for (const ext of ["csv", "json", "md", "tex"])
      expect(tables.filter((n) => n.endsWith(`-${table}.${ext}`))).toHaveLength(1);
  expect(names.filter((n) => /-pairwise-kappa(-g\d+)?\.svg$/.test(n)).length).toBeGreaterThan(0);
});
