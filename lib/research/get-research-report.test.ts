import "@/lib/test/test-db";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { importDataset } from "@/lib/import/import-dataset";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import { ZImportExternalRun } from "@/lib/judge/external/schemas-external";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";
import { buildAgreementTables } from "@/lib/agreement/build-agreement-tables";
import { getAgreementDashboard } from "@/lib/agreement/get-agreement-dashboard";
import { ZAgreementQuery } from "@/lib/agreement/schemas";
import { getPolicyEvaluation } from "@/lib/policies/get-policy-evaluation";
import { ZPolicyQuery } from "@/lib/policies/schemas";
import { buildResearchTables } from "./build-research-tables";
import { exportResearchTable } from "./export-research-table";
import { getResearchReport } from "./get-research-report";
import { ZResearchQuery } from "./schemas";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

// The le2019 study and SE-Jury's scores ship beside the checkout in ../shared; the product never reads them at run time.
const le2019 = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../shared/data/le2019/${name}`, import.meta.url)));
let projectId = "";
const runIds = new Map<string, string>();

/** ROC AUC per strategy straight from the files: majority of VALID/INVALID ratings, ties and null scores left out. */
function expectedAuc(): Map<string, number> {
  const votes = new Map<string, number>();
  for (const line of le2019("ratings.csv").toString("utf8").trim().split("\n").slice(1)) {
    const [item, , label] = line.trim().split(",");
    votes.set(
      item!,
      (votes.get(item!) ?? 0) + (label === "VALID" ? 1 : label === "INVALID" ? -1 : 0),
    );
  }
  const by = new Map<string, { pos: number[]; neg: number[] }>();
  for (const line of le2019("llm-scores.jsonl").toString("utf8").trim().split("\n")) {
    const r = JSON.parse(line) as { patchId: string; strategy: string; score: number | null };
    const v = votes.get(r.patchId) ?? 0;
    if (v === 0 || r.score === null) continue;
    const s = by.get(r.strategy) ?? { pos: [], neg: [] };
    (v > 0 ? s.pos : s.neg).push(r.score);
    by.set(r.strategy, s);
  }
  return new Map(
    [...by].map(([strategy, { pos, neg }]) => {
      let wins = 0;
      for (const p of pos) for (const n of neg) wins += p > n ? 1 : p === n ? 0.5 : 0;
      return [strategy, wins / (pos.length * neg.length)];
    }),
  );
}

beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: "research", name: "Research", description: "" },
      actorId: null,
    })
  ).id;
  const leadId = (
    await createUser({
      input: {
        email: "lead@research.test",
        name: "Lead",
        password: "password-123",
        isAdmin: false,
        projectRoles: [{ projectSlug: "research", role: "lead" }],
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
  const campaignId = (
    await createCampaign({
      projectId,
      actorId: leadId,
      input: ZCreateCampaign.parse({
        name: "Le 2019",
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
  const report = await importExternalVerdicts({
    projectId,
    actorId: null,
    fileName: "llm-scores.jsonl",
    bytes: le2019("llm-scores.jsonl"),
    settings: ZImportExternalRun.parse({
      name: "SE-Jury",
      model: "gpt-4o-mini",
      split: "strategy",
      threshold: "50",
      dontKnowScore: "50",
      dontKnowAs: "INVALID",
    }),
  });
  for (const r of report.runs) runIds.set(r.split!, r.id!);
}, 60_000);

describe("getResearchReport on le2019 with SE-Jury's six strategies", () => {
  it("gives each strategy's ROC AUC against the human majority as computed from the files", async () => {
    const report = await getResearchReport({
      projectId,
      viewerId: null,
      query: ZResearchQuery.parse({ replicates: "100" }),
    });
    expect(report.campaign?.name).toBe("Le 2019");
    expect(report.consensusPatches).toBe(187);
    const expected = expectedAuc();
    expect(report.scoreCurves).toHaveLength(6);
    for (const curve of report.scoreCurves) {
      const strategy = [...runIds].find(([, id]) => id === curve.runId)![0];
      expect(curve.auc).toBeCloseTo(expected.get(strategy)!, 12);
    }
    // SE-Jury's direct_compare, checked by hand in Python: AUC 0.8766 on 187 patches (35 VALID).
    const dc = report.scoreCurves.find((c) => c.runId === runIds.get("direct_compare"))!;
    expect([dc.n, dc.positives, dc.auc!.toFixed(4)]).toEqual([187, 35, "0.8766"]);
    expect(report.pairs).toHaveLength(15);
    expect(report.bouncer.every((b) => b.oScore === null && b.macroF !== null)).toBe(true);
    // 132 of the 189 candidates edit a file of their bug's developer fix (counted in Python from the
    // +++ headers: the candidate's path below its tree directory against the fix's path after b/).
    expect(report.localization[0]).toMatchObject({ tool: "(all)", patches: 189, touching: 132 });
  }, 60_000);

  it("exports every table in the four formats", async () => {
    const report = await getResearchReport({
      projectId,
      viewerId: null,
      query: ZResearchQuery.parse({ replicates: "100", runs: runIds.get("direct_compare") }),
    });
    const tables = buildResearchTables({ report });
    expect(tables.roc.rows).toHaveLength(1);
    for (const format of ["csv", "json", "markdown", "latex"] as const) {
      const out = exportResearchTable({ report, table: "roc", format, slug: "research" });
      expect(out.fileName).toMatch(new RegExp(`^research-research-roc\\.(csv|json|md|tex)$`));
      expect(out.text).toContain(
        format === "latex" ? "0.88" : format === "markdown" ? "0.88" : "0.876",
      );
    }
  }, 60_000);

  it("shows the six imported strategies where internal runs show: the ablation table and the policy page", async () => {
    const ids = [...runIds.values()];
    const dashboard = await getAgreementDashboard({
      projectId,
      viewerId: null,
      query: ZAgreementQuery.parse({ runs: ids.join(","), replicates: "100" }),
    });
    expect(dashboard.judge).toHaveLength(6);
    expect(dashboard.runs.filter((r) => r.origin === "external")).toHaveLength(6);
    const ablation = buildAgreementTables({ dashboard }).ablation;
    expect(ablation.columns).toHaveLength(1 + 2 * 6);
    // Each strategy against the human majority on the 187 patches with one, less the three that
    // analyze_gt_then_validate gave no score (null in llm-scores.jsonl: no verdict, left out).
    const compared = new Map(ids.map((id, i) => [id, ablation.rows[0]![1 + i]]));
    expect(Object.fromEntries([...runIds].map(([s, id]) => [s, compared.get(id)]))).toEqual({
      direct_assess_no_gt: 187,
      direct_assess: 187,
      direct_assess_then_Validate: 187,
      direct_compare: 187,
      analyze_gt_then_validate: 184,
      test_gene_reason: 187,
    });
    const policy = await getPolicyEvaluation({
      projectId,
      viewerId: null,
      query: ZPolicyQuery.parse({ runId: runIds.get("direct_compare"), success: "consensus" }),
    });
    expect(policy.run?.id).toBe(runIds.get("direct_compare"));
    // Ranked by its 0–100 scores (no confidences were imported): percentiles and the PR curve
    // work on them, calibration has no probabilities to bin.
    const binary = policy.policies.find((p) => p.id === "validation-binary")!;
    const p50 = policy.policies.find((p) => p.id === "validation-p50")!;
    expect(p50.metrics.cutoff).toBeGreaterThan(1);
    expect(p50.metrics.patches.shown).toBeGreaterThan(0);
    expect(policy.prCurve.patches).toMatchObject({ positives: 35, scored: 187 });
    expect(policy.calibration).toEqual([]);
    expect(binary.metrics.patches.shown).toBeGreaterThan(0);
  }, 60_000);
});
