import { prisma } from "@/lib/db/client";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import { ZImportExternalRun } from "@/lib/judge/external/schemas-external";
import { expect, loginAs, test, type TWorld } from "./fixtures";

const FLAGGED = "tinyjson-17:patchagent:gpt-4.1:0";
const SENTENCE = "The patch fails to compile without the new header dependency.";

/** An imported run: one verdict claims a build error for a patch that passes its tests. */
async function setUp(world: TWorld) {
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const lines = [
    {
      patchId: FLAGGED,
      label: "INVALID",
      justification: `The rubric asks for the header. ${SENTENCE}`,
    },
    {
      patchId: "imgscale-42:san2patch:gpt-4.1:0",
      label: "VALID",
      justification: "No compilation errors; the overflow check is in the right place.",
    },
  ].map((l) => JSON.stringify(l));
  const [run] = (
    await importExternalVerdicts({
      projectId: project.id,
      actorId: null,
      fileName: "verdicts.jsonl",
      bytes: Buffer.from(lines.join("\n")),
      settings: ZImportExternalRun.parse({ name: "Talkative judge", model: "m" }),
    })
  ).runs;
  return { runId: run!.id };
}

test("a lead reads a run's evidence flags and sends the flagged patch to an active review; an engineer reads them without the action", async ({
  page,
  world,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const { runId } = await setUp(world);

  await loginAs(page, world.users.lead);
  await page.goto(`/projects/${world.slug}/judge/runs/${runId}`);
  const flags = page.getByRole("region", { name: "Evidence flags" });
  await expect(flags.getByTestId("flags-summary")).toContainText("1 of 2 verdicts flagged");
  await expect(
    flags.locator('[data-testid="flag-kind"][data-kind="build-claim-vs-passing-tests"]'),
  ).toContainText("1");
  const row = flags.getByTestId("flag-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("flag-sentence")).toHaveText(SENTENCE);
  await expect(row.getByTestId("flag-evidence")).toContainText(
    "The patch passes its tests. It was built to run them.",
  );
  await expect(row.getByRole("link", { name: FLAGGED })).toBeVisible();
  await expect(row.getByRole("link", { name: "Propose a rubric repair" })).toHaveCount(0);
  await flags.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/flags-lead.png", fullPage: true });

  await flags.getByRole("link", { name: "Send to active review" }).click();
  await page.waitForURL(/\/campaigns\?review=evidence_flags/);
  const form = page.getByRole("form", { name: "New campaign" });
  await expect(form.getByRole("radio", { name: /Active review/ })).toBeChecked();
  await expect(form.getByLabel("Rule", { exact: true })).toHaveValue("evidence_flags");
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(
    "Active review: evidence flags of Talkative judge v1",
  );
  await form.getByLabel("Raters per patch").fill("1");
  await form.getByRole("button", { name: "Create and assign" }).click();
  await page.waitForURL(/\/campaigns\/[^/?]+$/);
  await expect(page.getByTestId("overall-progress")).toHaveText("0 of 1 labels (0%)");
  const why = page.getByRole("region", { name: "Why these patches" });
  await expect(why.getByTestId("review-reason")).toHaveCount(1);
  await expect(why.getByTestId("review-reason")).toContainText(FLAGGED);
  await expect(why.getByTestId("review-reason")).toContainText(
    `Claims a compile, build or link error; the patch passes its tests ("${SENTENCE}")`,
  );
  await page.screenshot({ path: "/tmp/flags-campaign.png", fullPage: true });

  // An engineer reads the flags, without "Send to active review"; the repair is theirs.
  const engineer = await pageAs(world.users.engineer);
  await engineer.goto(`/projects/${world.slug}/judge/runs/${runId}`);
  const seen = engineer.getByRole("region", { name: "Evidence flags" });
  await expect(seen.getByTestId("flag-sentence")).toHaveText(SENTENCE);
  await expect(seen.getByRole("link", { name: "Send to active review" })).toHaveCount(0);
  const repair = seen.getByRole("link", { name: "Propose a rubric repair" });
  await expect(repair).toHaveAttribute(
    "href",
    `/projects/${world.slug}/bugs/tinyjson-17?repairRun=${runId}#rubric-repair`,
  );
  await seen.scrollIntoViewIfNeeded();
  await engineer.screenshot({ path: "/tmp/flags-engineer.png", fullPage: true });
});
