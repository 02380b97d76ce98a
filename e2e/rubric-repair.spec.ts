import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { getCampaignAccess } from "@/lib/campaigns/get-campaign-access";
import { ZCreateCampaign, ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import { ZImportExternalRun } from "@/lib/judge/external/schemas-external";
import { expect, loginAs, test, type TWorld } from "./fixtures";
import { makeGoldenRubric } from "./golden-rubric";

const BUG = "tinyjson-17";

/**
 * Through the domain layer: BUG's rubric golden (engineer A edits nothing, engineer B confirms),
 * a campaign over its patches where the rater calls every patch VALID, revealed, and an imported
 * judge run calling the first patch INVALID: one disagreement.
 */
async function setUp(world: TWorld) {
  await makeGoldenRubric(world, BUG);
  const project = await prisma.project.findUniqueOrThrow({ where: { slug: world.slug } });
  const rater = await prisma.user.findUniqueOrThrow({ where: { email: world.users.rater.email } });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } });
  const c = await createCampaign({
    projectId: project.id,
    actorId: lead.id,
    input: ZCreateCampaign.parse({
      name: "Repair round",
      selection: { kind: "golden" },
      ratersPerPatch: 1,
      raterIds: [rater.id],
    }),
  });
  const { campaign } = await getCampaignAccess({
    user: rater,
    slug: world.slug,
    campaignId: c.id,
    need: "rate",
  });
  for (const a of await prisma.assignment.findMany({ where: { campaignId: c.id } }))
    await submitRating({
      campaign,
      raterId: rater.id,
      assignmentId: a.id,
      input: ZSubmitRating.parse({ label: "VALID", justification: "Bounds the read; valid." }),
    });
  await changeCampaignPhase({ campaignId: c.id, actorId: lead.id, input: { phase: "reveal" } });
  const patches = await prisma.patch.findMany({
    where: { projectId: project.id, bug: { externalId: BUG } },
    orderBy: { externalId: "asc" },
  });
  const lines = patches.map((p, i) =>
    JSON.stringify({
      patchId: p.externalId,
      label: i === 0 ? "INVALID" : "VALID",
      justification: i === 0 ? "Differs from the developers' fix." : "Matches the fix.",
    }),
  );
  await importExternalVerdicts({
    projectId: project.id,
    actorId: null,
    fileName: "verdicts.jsonl",
    bytes: Buffer.from(lines.join("\n")),
    settings: ZImportExternalRun.parse({ name: "Strict judge", model: "m", campaignId: c.id }),
  });
  return prisma.rubric.findFirstOrThrow({
    where: { bug: { projectId: project.id, externalId: BUG } },
    select: { id: true, goldenVersionId: true },
  });
}

test("an engineer proposes a rubric repair from a judge's disagreement; it waits as a new version until a second engineer confirms it", async ({
  page,
  world,
  pageAs,
}) => {
  test.setTimeout(90_000);
  const rubric = await setUp(world);
  const golden = rubric.goldenVersionId!;

  await loginAs(page, world.users.engineer);
  await page.goto(`/projects/${world.slug}/bugs/${BUG}`);
  const panel = page.getByTestId("rubric-panel");
  await expect(panel.getByLabel("Judge run")).toContainText(
    "Strict judge v1 · Repair round · 1 disagreement",
  );
  await panel.getByRole("button", { name: "Propose repair from disagreements (1)" }).click();

  // The proposal opens in the editor as version 2 with its justified, themed edits.
  await page.waitForURL(/\/rubric$/);
  await expect(page.getByTestId("repair-proposal")).toContainText(
    "LLM repair proposal (rubric-repair v1)",
  );
  await expect(page.getByTestId("repair-proposal")).toContainText(
    "golden version 1 stays in effect",
  );
  await expect(page.getByLabel("Justification for edit 1")).toHaveValue(/^LLM repair proposal: /);
  // The mock LLM's proposal is one sentence in place of the whole rubric: the repair view warns,
  // and lint names the sections it dropped.
  await expect(page.getByTestId("repair-deletes-most")).toContainText(
    /This proposal deletes \d+\s% of version 1's text/,
  );
  await expect(page.getByTestId("rubric-lint")).toContainText("Root cause section is missing");
  const after = await prisma.rubric.findUniqueOrThrow({
    where: { id: rubric.id },
    select: {
      status: true,
      goldenVersionId: true,
      currentVersion: { select: { number: true, source: true } },
    },
  });
  expect(after).toEqual({
    status: "editing",
    goldenVersionId: golden,
    currentVersion: { number: 2, source: "llm" },
  });

  await page.getByRole("button", { name: "Submit for confirmation" }).click();
  await expect(page.getByText("Submitted for confirmation.")).toBeVisible();
  await page.goto(`/projects/${world.slug}/bugs/${BUG}`);
  await expect(panel.getByTestId("golden-in-effect")).toContainText("golden: version 1");

  // Engineer B sees it is a repair proposal and confirms it: version 2 becomes golden.
  const b = await pageAs(world.users.engineer2);
  await b.goto(`/projects/${world.slug}/bugs/${BUG}/rubric/review`);
  await expect(b.getByTestId("repair-proposal")).toContainText("LLM repair proposal");
  await expect(b.getByTestId("repair-deletes-most")).toContainText("before you confirm it");
  const edits = b.getByTestId("review-edits");
  await expect(edits).toContainText("LLM repair proposal:");
  expect((await edits.innerText()).match(/LLM repair proposal:/g)).toHaveLength(1);
  await b.getByRole("button", { name: "Confirm as golden" }).click();
  await expect(b.getByText("Confirmed: this is now the golden rubric.")).toBeVisible();
  const confirmed = await prisma.rubric.findUniqueOrThrow({
    where: { id: rubric.id },
    select: { status: true, goldenVersion: { select: { number: true } } },
  });
  expect(confirmed).toEqual({ status: "golden", goldenVersion: { number: 2 } });
});
