import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { importDemoData } from "@/lib/test/import-demo-data";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import { ZImportExternalRun } from "@/lib/judge/external/schemas-external";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";
import { createCampaign } from "./create-campaign";
import { getCampaignAccess } from "./get-campaign-access";
import { getCampaignOverview } from "./get-campaign-overview";
import { ZCreateCampaign } from "./schemas";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

// The demo's 27 patches; run A labels the i-th (by imported id) VALID when i is even, with
// confidence i/30; run B agrees except where i is a multiple of 5.
let projectId = "";
let leadId = "";
const raterIds: string[] = [];
const runs: Record<"A" | "B", string> = { A: "", B: "" };
let patchIds: string[] = [];

async function importRun(name: "A" | "B") {
  const lines = patchIds.map((id, i) => {
    const even = i % 2 === 0;
    const flip = name === "B" && i % 5 === 0;
    return JSON.stringify({
      patchId: id,
      label: even !== flip ? "VALID" : "INVALID",
      confidence: i / 30,
    });
  });
  const report = await importExternalVerdicts({
    projectId,
    actorId: null,
    fileName: `${name}.jsonl`,
    bytes: Buffer.from(lines.join("\n")),
    settings: ZImportExternalRun.parse({ name: `Run ${name}`, model: "m" }),
  });
  return report.runs[0]!.id!;
}

const create = (selection: Record<string, unknown>, raters = raterIds) =>
  createCampaign({
    projectId,
    actorId: leadId,
    input: ZCreateCampaign.parse({
      name: `Review ${Math.random()}`,
      selection,
      ratersPerPatch: 1,
      raterIds: raters,
    }),
  });

beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: "review", name: "Review", description: "" },
      actorId: null,
    })
  ).id;
  const user = async (email: string, role: "lead" | "rater") =>
    (
      await createUser({
        input: {
          email,
          name: email,
          password: "password-123",
          isAdmin: false,
          projectRoles: [{ projectSlug: "review", role }],
        },
        actorId: null,
        hashPassword: reusePasswordHash,
      })
    ).id;
  leadId = await user("lead@review.test", "lead");
  raterIds.push(await user("r1@review.test", "rater"), await user("r2@review.test", "rater"));
  await importDemoData({ projectId });
  patchIds = (
    await prisma.patch.findMany({
      where: { projectId },
      orderBy: { externalId: "asc" },
      select: { externalId: true },
    })
  ).map((p) => p.externalId);
  runs.A = await importRun("A");
  runs.B = await importRun("B");
});

describe("active review campaigns", () => {
  it("routes the patches under the run's 25th percentile of confidence, each with its reason", async () => {
    // 27 confidences 0/30 … 26/30: the 25th percentile is at index 6.5, 6.5/30 ≈ 0.217; seven lie below.
    const c = await create({
      kind: "review",
      rule: "low_confidence",
      runId: runs.A,
      percentile: 25,
    });
    const rows = await prisma.campaignPatch.findMany({
      where: { campaignId: c.id },
      select: { reason: true, patch: { select: { externalId: true } } },
    });
    expect(rows.map((r) => r.patch.externalId).sort()).toEqual(patchIds.slice(0, 7).sort());
    const first = rows.find((r) => r.patch.externalId === patchIds[6])!;
    expect(first.reason).toBe(
      'confidence 0.200 is below the 25th percentile (0.217) of "Run A v1"',
    );
    expect(await prisma.assignment.count({ where: { campaignId: c.id } })).toBe(7);
  });

  it("routes the patches two runs label differently", async () => {
    const c = await create({
      kind: "review",
      rule: "run_disagreement",
      runId: runs.A,
      otherRunId: runs.B,
    });
    const rows = await prisma.campaignPatch.findMany({
      where: { campaignId: c.id },
      select: { reason: true, patch: { select: { externalId: true } } },
    });
    const expected = patchIds.filter((_, i) => i % 5 === 0);
    expect(rows.map((r) => r.patch.externalId).sort()).toEqual(expected.sort());
    expect(
      rows.every((r) =>
        /^"Run A v1" says (VALID|INVALID), "Run B v1" says (VALID|INVALID)$/.test(r.reason!),
      ),
    ).toBe(true);
  });

  it("shows the reasons to a lead who does not rate there, and hides them from one who does until the reveal", async () => {
    const c = await create({
      kind: "review",
      rule: "low_confidence",
      runId: runs.A,
      percentile: 50,
    });
    const lead = await prisma.user.findUniqueOrThrow({ where: { id: leadId } });
    const access = await getCampaignAccess({
      user: lead,
      slug: "review",
      campaignId: c.id,
      need: "manage",
    });
    const overview = await getCampaignOverview({ access, viewerId: leadId });
    expect(overview.review).toMatchObject({ visible: true });
    expect(overview.review?.visible && overview.review.items).toHaveLength(13);
    // A viewer in the rater pool sees that reasons exist, not what they say.
    const asRater = await getCampaignOverview({ access, viewerId: raterIds[0]! });
    expect(asRater.review).toEqual({
      visible: false,
      why: expect.stringContaining("after the reveal"),
    });
    // A campaign chosen any other way has no reasons.
    const plain = await create({ kind: "all" });
    const plainAccess = await getCampaignAccess({
      user: lead,
      slug: "review",
      campaignId: plain.id,
      need: "manage",
    });
    expect(
      (await getCampaignOverview({ access: plainAccess, viewerId: leadId })).review,
    ).toBeNull();
  });

  it("refuses a missing comparison, a foreign run and a rule that routes nothing, creating nothing", async () => {
    const before = await prisma.campaign.count({ where: { projectId } });
    await expect(
      create({ kind: "review", rule: "run_disagreement", runId: runs.A }),
    ).rejects.toMatchObject({
      code: "INVALID_INPUT",
      message: "selection.otherRunId: choose the run to compare with",
    });
    await expect(
      create({ kind: "review", rule: "split_votes", runId: "nope" }),
    ).rejects.toMatchObject({
      message: "selection.runId: no such judge run in this project",
    });
    await expect(
      create({ kind: "review", rule: "judge_human", runId: runs.A }),
    ).rejects.toMatchObject({
      message: "selection.campaignId: choose the campaign whose consensus is compared with",
    });
    // One sample per patch: nothing splits.
    await expect(create({ kind: "review", rule: "split_votes", runId: runs.A })).rejects.toThrow(
      /no patch matches this selection\. The rule routes no patch of that run to review\./,
    );
    expect(await prisma.campaign.count({ where: { projectId } })).toBe(before);
  });
});
