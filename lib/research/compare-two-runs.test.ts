import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import { ZImportExternalRun } from "@/lib/judge/external/schemas-external";
import { createTestUser } from "@/lib/test/create-test-user";
import { seedSyntheticProject } from "@/lib/test/seed-synthetic-project";
import { buildComparisonTable } from "./build-comparison-table";
import { compareTwoRuns } from "./compare-two-runs";
import { ZCompareRunsQuery } from "./schemas";

/**
 * Six bugs of two patches, P0 … P11 (bug, then patch). Run A says VALID on P0–P7, run B on P0
 * and P8; run A also judges P11, which run B does not. The campaign (both runs linked to it) has
 * a unanimous consensus on every patch but P9 and P11: VALID on P0, INVALID elsewhere. So B is
 * right on the seven patches P1–P7 it flips, A on P8.
 */
const SLUG = "cmp2";
const P = Array.from({ length: 12 }, (_, i) => `${SLUG}-${Math.floor(i / 2)}:${i % 2}`);
let projectId = "";
let campaignId = "";
let runA = "";
let runB = "";
let runOnly11 = "";
let foreignRun = "";
let leadId = "";
let leadRaterId = "";
let labellingId = "";

async function importRun(options: {
  projectId: string;
  name: string;
  rows: [string, string][];
  campaignId?: string;
}) {
  const csv = [
    "patchId,label,justification",
    ...options.rows.map(([p, l]) => `${p},${l},${l} because ${p}`),
  ];
  const report = await importExternalVerdicts({
    projectId: options.projectId,
    actorId: null,
    fileName: `${options.name}.csv`,
    bytes: Buffer.from(csv.join("\n") + "\n"),
    settings: ZImportExternalRun.parse({
      name: options.name,
      model: "m",
      campaignId: options.campaignId ?? "",
    }),
  });
  return report.runs[0]!.id!;
}

const user = (tag: string, roles: ("lead" | "rater")[]) =>
  createTestUser({ slug: SLUG, tag, roles });

beforeAll(async () => {
  projectId = await seedSyntheticProject({ slug: SLUG, bugs: 6, patchesPerBug: 2 });
  leadId = await user("lead", ["lead"]);
  leadRaterId = await user("leadrater", ["lead", "rater"]);
  campaignId = (
    await createCampaign({
      projectId,
      actorId: leadId,
      input: ZCreateCampaign.parse({ name: "Consensus", selection: { kind: "none" } }),
    })
  ).id;
  const labelled = P.filter((_, i) => i !== 9 && i !== 11);
  const ratings = labelled.flatMap((p, i) =>
    ["r1", "r2"].map((r) => `${p},${r},${i === 0 ? "VALID" : "INVALID"}`),
  );
  await importRatings({
    campaign: { id: campaignId, projectId, phase: "labelling", allowUnsure: false },
    actorId: null,
    fileName: "ratings.csv",
    bytes: Buffer.from(["item,rater,label", ...ratings].join("\n") + "\n"),
  });
  await changeCampaignPhase({ campaignId, actorId: leadId, input: { phase: "reveal" } });
  const label = (valid: boolean) => (valid ? "VALID" : "INVALID");
  runA = await importRun({
    projectId,
    name: "A",
    campaignId,
    rows: P.map((p, i) => [p, label(i <= 7)]),
  });
  runB = await importRun({
    projectId,
    name: "B",
    campaignId,
    rows: P.slice(0, 11).map((p, i) => [p, label(i === 0 || i === 8)]),
  });
  runOnly11 = await importRun({ projectId, name: "Only11", rows: [[P[11]!, "VALID"]] });
  const other = await seedSyntheticProject({ slug: `${SLUG}-other`, bugs: 1, patchesPerBug: 1 });
  foreignRun = await importRun({
    projectId: other,
    name: "Foreign",
    rows: [[`${SLUG}-other-0:0`, "VALID"]],
  });
  // A campaign still labelling P1, where the lead who rates is in the pool.
  labellingId = (
    await prisma.campaign.create({
      data: {
        projectId,
        name: "Still labelling",
        raters: { create: { userId: leadRaterId, role: "rater" } },
      },
    })
  ).id;
  const p1 = await prisma.patch.findFirstOrThrow({ where: { projectId, externalId: P[1]! } });
  await prisma.campaignPatch.create({
    data: { campaignId: labellingId, patchId: p1.id, position: 0 },
  });
}, 60_000);

const compare = (query: Record<string, string>, viewerId: string | null = null) =>
  compareTwoRuns({
    projectId,
    viewerId,
    query: ZCompareRunsQuery.parse({ replicates: "200", ...query }),
  });

describe("compareTwoRuns", () => {
  it("gives the hand-known 2×2, McNemar's p and each run's κ against the runs' campaign", async () => {
    const c = await compare({ runA, runB });
    expect(c.campaign).toEqual({ id: campaignId, name: "Consensus" });
    expect(c.hidden).toBe(0);
    // P11 is only in A: eleven patches in common.
    expect(c.summary).toMatchObject({
      patches: 11,
      paired: 11,
      bothValid: 1,
      bothInvalid: 2,
      onlyAValid: 7,
      onlyBValid: 1,
      flipped: 8,
      // b = 7, c = 1: 2·(1 + 8)/2^8 = 0.0703125.
      verdicts: { b: 7, c: 1, pValue: 0.0703125 },
    });
    const k = c.summary.consensus!;
    // Ten patches with a consensus (not P9): both right on P0 and P10, only A on P8, only B on P1–P7.
    expect(k).toMatchObject({ n: 10, bothRight: 2, onlyA: 1, onlyB: 7, bothWrong: 0 });
    expect(k.mcnemar.pValue).toBe(0.0703125);
    // A: TP 1, FP 7, TN 2; p_o = .3, p_e = .8·.1 + .2·.9 = .26, κ = .04/.74 = 2/37.
    expect(k.accuracyA).toBeCloseTo(0.3, 12);
    expect(k.kappaA).toBeCloseTo(2 / 37, 12);
    // B: TP 1, FP 1, TN 8; p_o = .9, p_e = .2·.1 + .8·.9 = .74, κ = .16/.26 = 8/13.
    expect(k.accuracyB).toBeCloseTo(0.9, 12);
    expect(k.kappaB).toBeCloseTo(8 / 13, 12);

    expect(c.patches.map((p) => p.patchId)).toEqual(P.slice(0, 11));
    const flipped = c.patches.filter((p) => p.flipped);
    expect(flipped.map((p) => [p.patchId, p.agrees])).toEqual([
      ...P.slice(1, 8).map((p) => [p, "B"]),
      [P[8], "A"],
    ]);
    expect(c.patches[1]).toMatchObject({
      bugId: `${SLUG}-0`,
      consensus: "INVALID",
      a: { label: "VALID", status: "done", justification: `VALID because ${P[1]}` },
      b: { label: "INVALID", status: "done", justification: `INVALID because ${P[1]}` },
    });
    expect(c.patches[9]).toMatchObject({ consensus: null, flipped: false, agrees: null });

    const table = buildComparisonTable({ comparison: c, flippedOnly: true });
    expect(table.rows).toHaveLength(8);
    expect(table.rows[0]).toEqual([
      `${SLUG}-0`,
      P[1],
      "VALID",
      null,
      `VALID because ${P[1]}`,
      "INVALID",
      null,
      `INVALID because ${P[1]}`,
      "INVALID",
      true,
      "B",
    ]);
  });

  it("leaves out the patch a lead still labels elsewhere, from the rows and every count", async () => {
    const blind = await compare({ runA, runB }, leadRaterId);
    expect(blind.hidden).toBe(1);
    expect(blind.patches.map((p) => p.patchId)).not.toContain(P[1]);
    expect(blind.summary).toMatchObject({ patches: 10, onlyAValid: 6, flipped: 7 });
    expect(blind.summary.consensus).toMatchObject({ n: 9, onlyB: 6 });
    const open = await compare({ runA, runB }, leadId);
    expect(open.hidden).toBe(0);
    expect(open.summary).toMatchObject({ patches: 11, onlyAValid: 7 });
  });

  it("takes the consensus only from a campaign past labelling, and none by default for unlinked runs", async () => {
    expect((await compare({ runA, runB: runOnly11 })).campaign).toBeNull();
    expect((await compare({ runA, runB: runOnly11, campaign: campaignId })).campaign?.id).toBe(
      campaignId,
    );
    await expect(compare({ runA, runB, campaign: labellingId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("gives an empty comparison for runs with no patch in common", async () => {
    const c = await compare({ runA: runB, runB: runOnly11 });
    expect(c.patches).toEqual([]);
    expect(c.summary).toMatchObject({
      patches: 0,
      paired: 0,
      flipped: 0,
      verdicts: { pValue: 1 },
      consensus: null,
    });
  });

  it("refuses the same run twice (422) and a run of another project or unknown (404)", async () => {
    await expect(compare({ runA, runB: runA })).rejects.toMatchObject({
      code: "INVALID_INPUT",
    });
    for (const other of [foreignRun, "nope"])
      await expect(compare({ runA, runB: other })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: expect.stringContaining(other),
      });
  });
});
