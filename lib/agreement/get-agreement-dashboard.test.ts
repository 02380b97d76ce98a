import "@/lib/test/test-db";
import { le2019, seedLe2019Project } from "./le2019-project.fixture";
import { beforeAll, describe, expect, it } from "vitest";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { createJudgeWorker } from "@/lib/judge/worker/create-judge-worker";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import { ZImportExternalRun } from "@/lib/judge/external/schemas-external";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { until } from "@/lib/test/until";
import { computeAgreementReport } from "./compute-agreement-report";
import { exportAgreementTable } from "./export-agreement-table";
import { getAgreementDashboard } from "./get-agreement-dashboard";
import { parseRatingsFile } from "./parse-ratings-file";
import { ZAgreementQuery } from "./schemas";

let projectId = "";
let campaignId = "";
let runId = "";
const ids: Record<string, string> = {};
const query = (q: Record<string, string> = {}) =>
  ZAgreementQuery.parse({ replicates: "200", ...q });

beforeAll(async () => {
  const seeded = await seedLe2019Project({ slug: "agree", name: "Agreement" });
  ({ projectId, campaignId } = seeded);
  Object.assign(ids, seeded.ids);
  const imported = await importRatings({
    campaign: { id: campaignId, projectId, phase: "labelling", allowUnsure: true },
    actorId: ids.lead!,
    fileName: "ratings.csv",
    bytes: le2019("ratings.csv"),
  });
  expect(imported).toMatchObject({ written: true, created: 1095 });
  await changeCampaignPhase({ campaignId, actorId: ids.lead!, input: { phase: "reveal" } });
  const config = await createJudgeConfig({
    projectId,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name: "Baseline",
      provider: "baseline",
      reference: "ground_truth",
    }),
  });
  runId = (
    await startJudgeRun({
      projectId,
      actorId: null,
      input: ZStartJudgeRun.parse({ configId: config.id, campaignId }),
    })
  ).id;
  const worker = createJudgeWorker({
    pollMs: 20,
    onError: (e) => {
      throw e;
    },
  });
  try {
    await until(
      async () =>
        (await prisma.judgeRun.findUniqueOrThrow({ where: { id: runId } })).status === "completed",
      50_000,
      "the baseline judge run to complete",
      25,
    );
  } finally {
    await worker.stop();
  }
}, 60_000);

describe("getAgreementDashboard on the Le et al. (2019) ratings", () => {
  it("agrees with the agreement CLI's report on the same ratings and judge labels", async () => {
    const d = await getAgreementDashboard({ projectId, viewerId: ids.lead!, query: query() });
    expect(d.campaign).toMatchObject({ id: campaignId, name: "Le et al. 2019", ratings: 1095 });
    expect(d.judge.map((j) => j.run.id)).toEqual([runId]);
    // The CLI path: the study's CSV, plus the run's labels as rater J under the patches' study ids.
    const results = await prisma.judgeResult.findMany({
      where: { runId },
      select: { label: true, patch: { select: { externalId: true } } },
    });
    const csv = [
      le2019("ratings.csv").toString("utf8").trimEnd(),
      ...results.map((r) => `${r.patch.externalId},J,${r.label}`),
    ].join("\n");
    const report = computeAgreementReport({
      columns: parseRatingsFile({ bytes: Buffer.from(csv), fileName: "x.csv" }),
      judge: "J",
      missing: ["UNSURE"],
      positive: "VALID",
    });
    const h = d.human!;
    expect({
      items: h.items,
      raters: h.raters,
      ratings: h.ratings,
      missing: h.missingRatings,
    }).toEqual({ items: 189, raters: 41, ratings: 1095, missing: 121 });
    expect(h.fleissKappa.value).toBeNull();
    expect(h.fleissReason).toMatch(/different|same number/);
    expect(h.krippendorffAlpha.value).toBeCloseTo(report.krippendorffAlpha!, 12);
    expect(h.unanimousShare.value).toBeCloseTo(report.unanimousShare!, 12);
    expect(h.weightedKappa.value).toBeCloseTo(report.weightedCohenKappaVsConsensus!, 12);
    const byPair = (rows: { a: string; b: string; n: number; kappa: number | null }[]) =>
      rows
        .filter((p) => p.n > 0)
        .map((p) => `${p.a}|${p.b}|${p.n}|${p.kappa?.toFixed(12)}`)
        .sort();
    expect(byPair(h.pairwise.map((p) => ({ ...p, a: p.aName, b: p.bName })))).toEqual(
      byPair(report.pairwiseCohenKappa),
    );
    for (const bench of ["full", "clear"] as const) {
      const mine = d.judge[0]![bench];
      const cli = report.judge![bench];
      expect({ tp: mine.tp, fp: mine.fp, fn: mine.fn, tn: mine.tn }).toEqual({
        tp: cli.tp,
        fp: cli.fp,
        fn: cli.fn,
        tn: cli.tn,
      });
      expect(mine.kappa.value).toBeCloseTo(cli.kappa!, 12);
    }
  });

  it("gives Gwet's AC1 and PABAK on the counted labels' categories, and names the unanimous setting", async () => {
    const d = await getAgreementDashboard({ projectId, viewerId: ids.lead!, query: query() });
    // UNSURE missing: two categories (as the judge rows), not three.
    expect(d.human!.gwetAc1.value!.toFixed(4)).toBe("0.7591");
    expect(d.human!.pabak.value!.toFixed(4)).toBe("0.6896");
    expect(d.human!.unanimous).toEqual({
      items: 120,
      of: 189,
      rule: "≥ 2 counted labels, all the same (UNSURE treated as missing)",
    });
    expect(d.human!.consensus.unanimous).toBe(120);
    // UNSURE counted as a label: 75 unanimous, as the reveal settles (every rating in, no UNSURE).
    const counted = await getAgreementDashboard({
      projectId,
      viewerId: ids.lead!,
      query: query({ missing: "" }),
    });
    expect(counted.human!.unanimous).toMatchObject({ items: 75, of: 189 });
    expect(counted.human!.consensus.unanimous).toBe(75);
    expect(await prisma.consensus.count({ where: { campaignId, method: "unanimous" } })).toBe(75);
    // Table 5 with UNSURE counted: the full column adds up, UNSURE pluralities in their own row.
    const full = counted.benchmarks!.full;
    expect(full).toMatchObject({ patches: 184, valid: 35, invalid: 147, other: 2, tied: 5 });
    expect(full.valid + full.invalid + full.other).toBe(full.patches);
  });

  it("reports the 7 disjoint rater groups with their own statistics, and hides the 715 empty pairs", async () => {
    const d = await getAgreementDashboard({ projectId, viewerId: ids.lead!, query: query() });
    const h = d.human!;
    expect(h.groups.map((g) => [g.raters, g.items])).toEqual([
      [4, 25],
      [5, 25],
      [8, 25],
      [7, 25],
      [6, 25],
      [6, 25],
      [5, 39],
    ]);
    expect(h.groups.every((g) => g.krippendorffAlpha !== null && g.gwetAc1 !== null)).toBe(true);
    expect(h.fleissReason).toMatch(/7 disjoint groups that never share a patch/);
    expect(h.pairwise).toHaveLength(105);
    expect(h.emptyPairs).toBe(715);
    const counted = await getAgreementDashboard({
      projectId,
      viewerId: ids.lead!,
      query: query({ missing: "" }),
    });
    expect(counted.human!.groups.every((g) => g.fleissKappa !== null)).toBe(true);
  });

  it("matches the dataset's reference numbers: majority INVALID 152, VALID 35, 2 ties; 110 bugs", async () => {
    const d = await getAgreementDashboard({ projectId, viewerId: ids.lead!, query: query() });
    expect(d.benchmarks!.full).toMatchObject({ patches: 187, valid: 35, invalid: 152 });
    expect(d.human!.consensus.tie).toBe(2);
    expect(d.benchmarks!.full.bugs).toBeLessThanOrEqual(110);
    expect(d.judge[0]!.full.n).toBe(187);
    // le2019 patches have no tests-pass flag: no pass@k curve.
    expect(d.passAtK).toEqual([]);
  });

  it("gives the same intervals for the same seed and other ones for another", async () => {
    const a = await getAgreementDashboard({
      projectId,
      viewerId: ids.lead!,
      query: query({ seed: "5" }),
    });
    const b = await getAgreementDashboard({
      projectId,
      viewerId: ids.lead!,
      query: query({ seed: "5" }),
    });
    const c = await getAgreementDashboard({
      projectId,
      viewerId: ids.lead!,
      query: query({ seed: "6" }),
    });
    expect(b.human!.krippendorffAlpha).toEqual(a.human!.krippendorffAlpha);
    expect(b.judge[0]!.full.kappa).toEqual(a.judge[0]!.full.kappa);
    expect(c.human!.krippendorffAlpha.low).not.toBe(a.human!.krippendorffAlpha.low);
  });

  it("treats UNSURE as a third category when asked", async () => {
    const d = await getAgreementDashboard({
      projectId,
      viewerId: ids.lead!,
      query: query({ missing: "" }),
    });
    expect(d.human!.missingRatings).toBe(0);
    expect(d.labels).toEqual(["VALID", "INVALID", "UNSURE"]);
    expect(d.human!.krippendorffAlpha.value).not.toBeCloseTo(
      (await getAgreementDashboard({ projectId, viewerId: ids.lead!, query: query() })).human!
        .krippendorffAlpha.value!,
      6,
    );
  });

  it("leaves out the judge's and the raters' labels on patches the viewer is still labelling", async () => {
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
      // The rater holds every patch in a campaign still labelling: the judge's labels and the
      // study's ratings are all left out, and counted.
      const forRater = await getAgreementDashboard({
        projectId,
        viewerId: ids.rater!,
        query: query(),
      });
      const forLead = await getAgreementDashboard({
        projectId,
        viewerId: ids.lead!,
        query: query(),
      });
      expect(forLead.judge[0]!.unjudged).toBe(0);
      expect(forLead.hidden).toBe(0);
      expect(forRater.hidden).toBe(189);
      expect(forRater.campaign).toMatchObject({ id: campaignId, ratings: 0 });
      expect(forRater.human).toMatchObject({ items: 0, ratings: 0, raterRows: [], pairwise: [] });
      expect(forRater.benchmarks!.full).toMatchObject({ patches: 0, valid: 0, invalid: 0 });
      expect(forRater.judge[0]!).toMatchObject({
        unjudged: 0,
        full: { n: 0, tp: 0, fp: 0, fn: 0, tn: 0 },
      });
    } finally {
      await prisma.campaign.delete({ where: { id: blind.id } });
    }
  });

  it("refuses unknown runs and campaigns still labelling, and exports the tables", async () => {
    await expect(
      getAgreementDashboard({ projectId, viewerId: ids.lead!, query: query({ runs: "nope" }) }),
    ).rejects.toThrow(/Judge run nope was not found/);
    const open = await createCampaign({
      projectId,
      actorId: ids.lead!,
      input: ZCreateCampaign.parse({ name: "Open", selection: { kind: "none" } }),
    });
    await expect(
      getAgreementDashboard({
        projectId,
        viewerId: ids.lead!,
        query: query({ campaignId: open.id }),
      }),
    ).rejects.toThrow(/reveal/);
    await prisma.campaign.delete({ where: { id: open.id } });
    const d = await getAgreementDashboard({ projectId, viewerId: ids.lead!, query: query() });
    const tex = exportAgreementTable({
      dashboard: d,
      table: "benchmarks",
      format: "latex",
      slug: "agree",
    });
    expect(tex.fileName).toBe("agree-le-et-al-2019-benchmarks.tex");
    expect(tex.text).toContain("Consensus: \\# INVALID patches & 152 &");
  });

  it("picks the default runs by stable keys when several were created at one instant", async () => {
    // SE-Jury's six strategies, imported at once: one createdAt, rows in the file's order.
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
    const d = await getAgreementDashboard({ projectId, viewerId: ids.lead!, query: query() });
    const names = report.runs.map((r) => r.name).sort();
    // The baseline (older) first, then the three first of the six by configuration name.
    expect(d.judge.map((j) => j.run.configName)).toEqual(["Baseline", ...names.slice(0, 3)]);
  });
});
