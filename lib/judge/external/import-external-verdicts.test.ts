import "@/lib/test/test-db";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { buildAgreementTables } from "@/lib/agreement/build-agreement-tables";
import { getAgreementDashboard } from "@/lib/agreement/get-agreement-dashboard";
import { ZAgreementQuery } from "@/lib/agreement/schemas";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { importDataset } from "@/lib/import/import-dataset";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { ZStartJudgeRun } from "@/lib/judge/schemas";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";
import { importExternalVerdicts } from "./import-external-verdicts";
import { ZImportExternalRun } from "./schemas-external";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

// The le2019 study (Le et al. 2019) and SE-Jury's scores on it ship beside the checkout in
// ../shared; the product never reads them at run time.
const le2019 = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../../shared/data/le2019/${name}`, import.meta.url)));
let projectId = "";
let campaignId = "";
let leadId = "";

const SE_JURY = {
  name: "SE-Jury",
  model: "gpt-4o-mini",
  source: "SE-Jury results on Le et al. 2019 (llm-scores.jsonl)",
  split: "strategy",
  justificationField: "raw",
  threshold: "50",
  dontKnowScore: "50",
  dontKnowAs: "INVALID",
};

/**
 * The expected table computed straight from the files, independently of the import, the campaign
 * and the dashboard: per item, the majority of VALID vs INVALID ratings (UNSURE ignored, ties
 * left out); per strategy, score > 50 → VALID (50 is "don't know", mapped to INVALID here), a
 * null score left out; VALID positive.
 */
function expectedConfusions() {
  const votes = new Map<string, number>();
  for (const line of le2019("ratings.csv").toString("utf8").trim().split("\n").slice(1)) {
    const [item, , label] = line.trim().split(",");
    const delta = label === "VALID" ? 1 : label === "INVALID" ? -1 : 0;
    votes.set(item!, (votes.get(item!) ?? 0) + delta);
  }
  const out = new Map<string, { tp: number; fp: number; fn: number; tn: number }>();
  for (const line of le2019("llm-scores.jsonl").toString("utf8").trim().split("\n")) {
    const r = JSON.parse(line) as { patchId: string; strategy: string; score: number | null };
    const v = votes.get(r.patchId) ?? 0;
    const c = out.get(r.strategy) ?? { tp: 0, fp: 0, fn: 0, tn: 0 };
    out.set(r.strategy, c);
    if (v === 0 || r.score === null) continue;
    const key = r.score > 50 ? (v > 0 ? "tp" : "fp") : v > 0 ? "fn" : "tn";
    c[key] += 1;
  }
  return out;
}

beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: "sejury", name: "SE-Jury", description: "" },
      actorId: null,
    })
  ).id;
  leadId = (
    await createUser({
      input: {
        email: "lead@sejury.test",
        name: "Lead",
        password: "password-123",
        isAdmin: false,
        projectRoles: [{ projectSlug: "sejury", role: "lead" }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    })
  ).id;
  for (const kind of ["bugs", "patches"] as const)
    await importDataset({
      projectId,
      actorId: null,
      fileName: `${kind}.jsonl`,
      kind,
      bytes: le2019(`${kind}.jsonl`),
    });
  campaignId = (
    await createCampaign({
      projectId,
      actorId: leadId,
      input: ZCreateCampaign.parse({
        name: "Le et al. 2019",
        selection: { kind: "none" },
        allowUnsure: true,
      }),
    })
  ).id;
  await importRatings({
    campaign: { id: campaignId, projectId, phase: "labelling", allowUnsure: true },
    actorId: null,
    fileName: "ratings.csv",
    bytes: le2019("ratings.csv"),
  });
  await changeCampaignPhase({ campaignId, actorId: leadId, input: { phase: "reveal" } });
}, 60_000);

describe("importExternalVerdicts", () => {
  it("compares SE-Jury's six strategies with the le2019 human majority in one table", async () => {
    const report = await importExternalVerdicts({
      projectId,
      actorId: null,
      fileName: "llm-scores.jsonl",
      bytes: le2019("llm-scores.jsonl"),
      settings: ZImportExternalRun.parse({ ...SE_JURY, campaignId }),
    });
    expect(report).toMatchObject({
      written: true,
      totalLines: 1134,
      invalidLines: 0,
      errorCount: 0,
    });
    expect(report.runs).toHaveLength(6);
    // analyze_gt_then_validate has 3 outputs without a score: no verdict, as the data README says.
    expect(
      Object.fromEntries(report.runs.map((r) => [r.split, [r.results, r.abstained]])),
    ).toMatchObject({ analyze_gt_then_validate: [186, 3], direct_assess: [189, 0] });
    const runs = await prisma.judgeRun.findMany({
      where: { id: { in: report.runs.map((r) => r.id!) } },
      include: { config: true },
    });
    expect(runs.every((r) => r.origin === "external" && r.status === "completed")).toBe(true);
    expect(
      runs.every((r) => r.config.provider === "external" && r.config.model === "gpt-4o-mini"),
    ).toBe(true);
    expect(
      await prisma.judgeResult.count({ where: { runId: runs[0]!.id, score: { not: null } } }),
    ).toBeGreaterThan(0);

    const d = await getAgreementDashboard({
      projectId,
      viewerId: null,
      query: ZAgreementQuery.parse({
        campaignId,
        runs: report.runs.map((r) => r.id).join(","),
        replicates: "100",
      }),
    });
    const expected = expectedConfusions();
    expect(d.judge).toHaveLength(6);
    for (const [i, j] of d.judge.entries()) {
      const c = expected.get(report.runs[i]!.split!)!;
      expect({ tp: j.full.tp, fp: j.full.fp, fn: j.full.fn, tn: j.full.tn }).toEqual(c);
    }
    const table = buildAgreementTables({ dashboard: d }).ablation;
    expect(table.columns).toHaveLength(1 + 2 * 6);
    // One number checked by hand (Python on the raw files): direct_compare TP 28, FP 7, FN 7, TN 145,
    // κ = (173·187 − (35·35 + 152·152)) / (187² − (35·35 + 152·152)) = 0.7539.
    const column = table.columns.indexOf(
      "Full · SE-Jury direct_compare v1 · gpt-4o-mini (external)",
    );
    const kappa = table.rows.find((r) => r[0] === "Cohen's kappa")![column] as number;
    expect(kappa.toFixed(4)).toBe("0.7539");
  }, 60_000);

  it("writes nothing when a line is bad, and names every line and field", async () => {
    const before = await prisma.judgeRun.count();
    const lines = [
      { patchId: "209", label: "valid", justification: "ok" },
      { patchId: "no-such-patch", label: "INVALID" },
      { patchId: "139", label: "MAYBE" },
      { patchId: "43", score: 70 },
      { patchId: "44" },
      "not json",
    ].map((l) => (typeof l === "string" ? l : JSON.stringify(l)));
    const report = await importExternalVerdicts({
      projectId,
      actorId: null,
      fileName: "bad.jsonl",
      bytes: Buffer.from(lines.join("\n")),
      settings: ZImportExternalRun.parse({ name: "Bad", model: "m" }),
    });
    expect(report.written).toBe(false);
    expect(report.errors.map((e) => [e.line, e.field])).toEqual([
      [2, "patchId"],
      [3, "label"],
      [4, "score"],
      [5, "label"],
      [6, "(line)"],
    ]);
    expect(report.errors[2]!.message).toMatch(/threshold/);
    expect(await prisma.judgeRun.count()).toBe(before);
  });

  it("reads CSV with labels, confidence and a don't-know value mapped to no verdict", async () => {
    const csv = [
      "item,verdict,p,confidence,why",
      "209,VALID,,0.9,looks right",
      "139,,50,,",
      "43,,80,,",
      '44,INVALID,10,0.2,"quoted, with a comma"',
    ].join("\n");
    const report = await importExternalVerdicts({
      projectId,
      actorId: null,
      fileName: "other.csv",
      bytes: Buffer.from(csv),
      settings: ZImportExternalRun.parse({
        name: "Other judge",
        model: "m2",
        patchField: "item",
        labelField: "verdict",
        scoreField: "p",
        justificationField: "why",
        threshold: "60",
        dontKnowScore: "50",
        dontKnowAs: "skip",
      }),
    });
    expect(report).toMatchObject({ written: true, format: "csv" });
    expect(report.runs).toEqual([
      expect.objectContaining({
        name: "Other judge",
        results: 3,
        valid: 2,
        invalid: 1,
        abstained: 1,
        scored: 3,
      }),
    ]);
    const results = await prisma.judgeResult.findMany({
      where: { runId: report.runs[0]!.id! },
      select: {
        label: true,
        score: true,
        confidence: true,
        justification: true,
        patch: { select: { externalId: true } },
      },
      orderBy: { score: { sort: "asc", nulls: "first" } },
    });
    expect(
      results.map((r) => [r.patch.externalId, r.label, r.score, r.confidence, r.justification]),
    ).toEqual([
      ["209", "VALID", null, 0.9, "looks right"],
      ["44", "INVALID", 10, 0.2, "quoted, with a comma"],
      ["43", "VALID", 80, null, ""],
    ]);
  });

  it("refuses to start an LLM run with an external configuration", async () => {
    const config = await prisma.judgeConfig.findFirstOrThrow({
      where: { projectId, provider: "external" },
    });
    await expect(
      startJudgeRun({
        projectId,
        actorId: null,
        input: ZStartJudgeRun.parse({ configId: config.id }),
      }),
    ).rejects.toThrow(/imported/);
  });
});
