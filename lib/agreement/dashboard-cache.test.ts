import "@/lib/test/test-db";
import { le2019, seedLe2019Project } from "./le2019-project.fixture";
import { beforeAll, describe, expect, it } from "vitest";
import { adjudicatePatch } from "@/lib/campaigns/adjudicate-patch";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { ZAdjudicate, ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import { ZImportExternalRun } from "@/lib/judge/external/schemas-external";
import { getAgreementDashboard } from "./get-agreement-dashboard";
import { ZAgreementQuery } from "./schemas";

// The dashboard's figures are cached by a hash of every input: a changed rating, consensus or
// judge result must show at once, and a lead's figures must never reach a rater.
let projectId = "";
let campaignId = "";
let runId = "";
const ids: Record<string, string> = {};

const dashboard = (viewer: "lead" | "rater", cache = true) =>
  getAgreementDashboard({
    projectId,
    viewerId: ids[viewer]!,
    query: ZAgreementQuery.parse({ replicates: "100", runs: runId, campaignId }),
    cache,
  });

beforeAll(async () => {
  const seeded = await seedLe2019Project({ slug: "cache", name: "Cache" });
  ({ projectId, campaignId } = seeded);
  Object.assign(ids, seeded.ids);
  await importRatings({
    campaign: { id: campaignId, projectId, phase: "labelling", allowUnsure: true },
    actorId: ids.lead!,
    fileName: "ratings.csv",
    bytes: le2019("ratings.csv"),
  });
  await changeCampaignPhase({ campaignId, actorId: ids.lead!, input: { phase: "reveal" } });
  const report = await importExternalVerdicts({
    projectId,
    actorId: ids.lead!,
    fileName: "llm-scores.jsonl",
    bytes: le2019("llm-scores.jsonl"),
    settings: ZImportExternalRun.parse({
      name: "SE-Jury",
      model: "gpt-4o-mini",
      split: "strategy",
      threshold: "50",
      dontKnowScore: "50",
      dontKnowAs: "INVALID",
      campaignId,
    }),
  });
  expect(report.written).toBe(true);
  runId = (await prisma.judgeRun.findFirstOrThrow({ where: { projectId }, orderBy: { id: "asc" } }))
    .id;
}, 60_000);

describe("the agreement dashboard's cache", () => {
  it("serves a repeat from the cache, equal to a fresh computation, and stores it", async () => {
    const first = await dashboard("lead");
    const again = await dashboard("lead");
    expect(again).toEqual(first);
    expect(await dashboard("lead", false)).toEqual(first);
    expect(await prisma.agreementCache.count()).toBeGreaterThan(0);
  });

  it("shows a changed rating label at once", async () => {
    const before = await dashboard("lead");
    const rating = await prisma.rating.findFirstOrThrow({
      where: { campaignId, label: "VALID" },
      orderBy: { id: "asc" },
    });
    await prisma.rating.update({ where: { id: rating.id }, data: { label: "INVALID" } });
    try {
      const after = await dashboard("lead");
      expect(after.human!.krippendorffAlpha.value).not.toBe(before.human!.krippendorffAlpha.value);
      expect(after).toEqual(await dashboard("lead", false));
    } finally {
      await prisma.rating.update({ where: { id: rating.id }, data: { label: "VALID" } });
    }
    // Back to the original labels: the original figures again.
    expect(await dashboard("lead")).toEqual(before);
  });

  it("shows an adjudicated consensus at once", async () => {
    const before = await dashboard("lead");
    expect(before.benchmarks!.full.tied).toBe(2);
    // A patch whose VALID and INVALID ratings tie has no consensus until it is adjudicated.
    const ratings = await prisma.rating.findMany({ where: { campaignId } });
    const tally = new Map<string, number>();
    for (const r of ratings)
      tally.set(
        r.patchId,
        (tally.get(r.patchId) ?? 0) + (r.label === "VALID" ? 1 : r.label === "INVALID" ? -1 : 0),
      );
    const tied = [...tally].find(([, t]) => t === 0)![0];
    const campaign = await prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } });
    await adjudicatePatch({
      campaign,
      patchId: tied,
      actorId: ids.lead!,
      input: ZAdjudicate.parse({ label: "VALID", themes: ["rubric_ambiguity"] }),
    });
    const after = await dashboard("lead");
    expect(after.benchmarks!.full.tied).toBe(1);
    expect(after.benchmarks!.full.patches).toBe(before.benchmarks!.full.patches + 1);
    expect(after).toEqual(await dashboard("lead", false));
  });

  it("shows a changed judge result at once", async () => {
    const before = await dashboard("lead");
    const results = await prisma.judgeResult.findMany({ where: { runId }, orderBy: { id: "asc" } });
    const result = results.find((r) => r.label === "INVALID")!;
    expect(results.filter((r) => r.patchId === result.patchId)).toHaveLength(1);
    await prisma.judgeResult.update({ where: { id: result.id }, data: { label: "VALID" } });
    const after = await dashboard("lead");
    const judged = (d: typeof before) => d.judge[0]!.full.tp + d.judge[0]!.full.fp;
    expect(judged(after)).toBe(judged(before) + 1);
    expect(after).toEqual(await dashboard("lead", false));
  });

  it("never serves the lead's figures to a rater still labelling some of the patches", async () => {
    const lead = await dashboard("lead");
    const blind = await createCampaign({
      projectId,
      actorId: ids.lead!,
      input: ZCreateCampaign.parse({
        name: "Blind",
        selection: { kind: "all" },
        ratersPerPatch: 1,
        raterIds: [ids.rater!],
      }),
    });
    try {
      const rater = await dashboard("rater");
      expect(rater.hidden).toBe(189);
      expect(rater.human).toMatchObject({ items: 0, ratings: 0 });
      expect(rater.judge[0]!.full).toMatchObject({ n: 0, tp: 0, fp: 0, fn: 0, tn: 0 });
      expect(rater.human).not.toEqual(lead.human);
      // And the lead still gets the lead's.
      expect(await dashboard("lead")).toEqual(lead);
    } finally {
      await prisma.campaign.delete({ where: { id: blind.id } });
    }
  });
});
