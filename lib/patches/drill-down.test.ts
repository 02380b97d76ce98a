import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { getAgreementDashboard } from "@/lib/agreement/get-agreement-dashboard";
import { ZAgreementQuery } from "@/lib/agreement/schemas";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import { ZImportExternalRun } from "@/lib/judge/external/schemas-external";
import { getPolicyEvaluation } from "@/lib/policies/get-policy-evaluation";
import { POLICY_OUTCOMES, type TPolicyOutcome } from "@/lib/policies/policy-outcomes";
import type { TPolicyMetrics } from "@/lib/policies/types";
import { ZPolicyQuery } from "@/lib/policies/schemas";
import { buildResearchTables } from "@/lib/research/build-research-tables";
import { getResearchReport } from "@/lib/research/get-research-report";
import { ZResearchQuery } from "@/lib/research/schemas";
import { createTestUser } from "@/lib/test/create-test-user";
import { seedSyntheticProject } from "@/lib/test/seed-synthetic-project";
import { buildBenchmarkCellQuery } from "./build-benchmark-cell-query";
import { buildBugTypeCellQuery } from "./build-bug-type-cell-query";
import { buildConfusionCellQuery } from "./build-confusion-cell-query";
import { buildPolicyCellQuery } from "./build-policy-cell-query";
import { buildResearchCellQuery } from "./build-research-cell-query";
import { listProjectPatches } from "./list-project-patches";
import { formatPatchTableQuery } from "./patch-table-query";
import { ZPatchTableQuery } from "./schemas";

/**
 * Every count of the policy table and of the dashboard's by-bug-type table against the rows
 * of its drill-down link. Eight bugs of three patches, P0 … P23: bugs 0–2 Null-dereference,
 * 3–5 and 7 Overflow, 6 without a type; tests fail on every fourth patch from P1. Three raters
 * label P0–P19 (r3 dissents on every fifth, says UNSURE on P7); P20, P21 tie; r1 and r2 say
 * UNSURE on P22 (another label when UNSURE is not counted as missing); P23 is unrated.
 * The external run: VALID on even patches, no verdict on P19, no confidence on P5. Bugs have
 * r2 abstention scores b/8 but bug 3 (none). A campaign still labelling P1 and P6 holds a lead.
 */
const SLUG = "drill";
const P = Array.from({ length: 24 }, (_, i) => `${SLUG}-${Math.floor(i / 3)}:${i % 3}`);
let projectId = "";
let campaignId = "";
let runId = "";
let secondRunId = "";
let leadId = "";
let leadRaterId = "";

const user = (tag: string, roles: ("lead" | "rater")[]) =>
  createTestUser({ slug: SLUG, tag, roles });

beforeAll(async () => {
  projectId = await seedSyntheticProject({ slug: SLUG, bugs: 8, patchesPerBug: 3 });
  const bugs = await prisma.bug.findMany({ where: { projectId }, orderBy: { externalId: "asc" } });
  for (const bug of bugs) {
    const b = Number(bug.externalId.split("-").pop());
    await prisma.bug.update({
      where: { id: bug.id },
      data: { bugType: b === 6 ? null : b >= 3 ? "Overflow" : "Null-dereference" },
    });
    if (b !== 3)
      await prisma.bugAbstention.create({
        data: {
          projectId,
          bugId: bug.id,
          representation: "r2",
          provider: "mock",
          model: "m",
          score: b / 8,
          answer: "success",
        },
      });
  }
  await prisma.patch.updateMany({
    where: { projectId, externalId: { in: P.filter((_, i) => i % 4 === 1) } },
    data: { passesTests: false },
  });
  leadId = await user("lead", ["lead"]);
  leadRaterId = await user("leadrater", ["lead", "rater"]);
  campaignId = (
    await createCampaign({
      projectId,
      actorId: leadId,
      input: ZCreateCampaign.parse({
        name: "Consensus",
        selection: { kind: "none" },
        allowUnsure: true,
      }),
    })
  ).id;
  const label = (valid: boolean) => (valid ? "VALID" : "INVALID");
  const ratings = P.slice(0, 20).flatMap((p, i) => [
    `${p},r1,${label(i % 3 !== 0)}`,
    `${p},r2,${label(i % 3 !== 0)}`,
    `${p},r3,${i === 7 ? "UNSURE" : label((i % 3 !== 0) !== (i % 5 === 0))}`,
  ]);
  ratings.push(
    `${P[22]},r1,UNSURE`,
    `${P[22]},r2,UNSURE`,
    `${P[20]},r1,VALID`,
    `${P[20]},r2,INVALID`,
    `${P[21]},r1,VALID`,
    `${P[21]},r2,INVALID`,
  );
  await importRatings({
    campaign: { id: campaignId, projectId, phase: "labelling", allowUnsure: true },
    actorId: null,
    fileName: "ratings.csv",
    bytes: Buffer.from(["item,rater,label", ...ratings].join("\n") + "\n"),
  });
  await changeCampaignPhase({ campaignId, actorId: leadId, input: { phase: "reveal" } });
  const verdicts = P.flatMap((p, i) =>
    i === 19 ? [] : [`${p},${label(i % 2 === 0)},why ${i},${i === 5 ? "" : ((i * 7) % 24) / 24}`],
  );
  const report = await importExternalVerdicts({
    projectId,
    actorId: null,
    fileName: "run.csv",
    bytes: Buffer.from(["patchId,label,justification,confidence", ...verdicts].join("\n") + "\n"),
    settings: ZImportExternalRun.parse({ name: "Ext", model: "m", campaignId }),
  });
  runId = report.runs[0]!.id!;
  // A second run for the paired-runs table: VALID on patches divisible by 3, none on P0.
  const second = P.flatMap((p, i) =>
    i === 0 ? [] : [`${p},${label(i % 3 === 0)},second ${i},0.5`],
  );
  secondRunId = (
    await importExternalVerdicts({
      projectId,
      actorId: null,
      fileName: "second.csv",
      bytes: Buffer.from(["patchId,label,justification,confidence", ...second].join("\n") + "\n"),
      settings: ZImportExternalRun.parse({ name: "Second", model: "m", campaignId }),
    })
  ).runs[0]!.id!;
  const labelling = await prisma.campaign.create({
    data: {
      projectId,
      name: "Still labelling",
      raters: { create: { userId: leadRaterId, role: "rater" } },
    },
  });
  const hidden = await prisma.patch.findMany({
    where: { projectId, externalId: { in: [P[1]!, P[6]!] } },
  });
  await prisma.campaignPatch.createMany({
    data: hidden.map((p, position) => ({ campaignId: labelling.id, patchId: p.id, position })),
  });
}, 60_000);

/** Every row behind a state, as the link's address gives it (formatted, then parsed). */
const list = (query: Record<string, unknown>, viewerId: string) =>
  listProjectPatches({
    projectId,
    viewerId,
    query: ZPatchTableQuery.parse(
      Object.fromEntries(new URLSearchParams(formatPatchTableQuery(query))),
    ),
    all: true,
  });

const COUNT: Record<TPolicyOutcome, (m: TPolicyMetrics) => number> = {
  shown: (m) => m.patches.shown,
  spared: (m) => m.patches.spared,
  "failures-spared": (m) => m.patches.sparedFailures,
  "bugs-attempted": (m) => m.bugs.attempted,
  "bugs-retained": (m) => m.bugs.retained,
};

const VIEWERS = [
  ["a lead", () => leadId, 0],
  ["a lead still labelling two patches elsewhere", () => leadRaterId, 2],
] as const;

describe("the policy table drill-down", () => {
  it.each(VIEWERS)(
    "lists exactly the patches behind every count, for %s",
    async (_, viewer, hidden) => {
      // The lead still labelling: the consensus criterion, where blinding matters.
      const criteria = [{ success: "tests" }, { success: "consensus", campaignId }].slice(
        hidden ? 1 : 0,
      );
      for (const success of criteria) {
        const evaluation = await getPolicyEvaluation({
          projectId,
          viewerId: viewer(),
          query: ZPolicyQuery.parse({ runId, ...success, percentiles: "50,90", tau: "0.5" }),
        });
        expect(evaluation.policies.map((p) => p.id)).toContain("combined-p90");
        for (const policy of evaluation.policies)
          for (const outcome of POLICY_OUTCOMES) {
            const query = buildPolicyCellQuery({ evaluation, policyId: policy.id, outcome })!;
            const table = await list(query, viewer());
            const what = `${success.success} ${policy.id} ${outcome}`;
            const count = COUNT[outcome](policy.metrics);
            const found = outcome.startsWith("bugs-")
              ? new Set(table.rows.map((r) => r.bug)).size
              : table.total;
            expect(found, what).toBe(count);
            expect(table.hidden).toBe(hidden);
            expect(table.decision?.caption, what).toContain(`: `);
            expect(table.runs.map((r) => r.id)).toContain(runId);
          }
      }
    },
  );

  it("captions the drill-down and refuses a campaign still labelling by name", async () => {
    const table = await list(
      {
        decision: {
          runId,
          success: "tests",
          campaignId: null,
          referenceRunId: null,
          validation: { kind: "percentile", p: 90 },
          abstention: { tau: 0.5, scores: "r2" },
          outcome: "shown",
        },
      },
      leadId,
    );
    expect(table.decision!.caption).toBe(
      "Policy abstention τ=0.5 + p90 (r2 scores) over Ext v1 · m against tests pass: patches shown",
    );
    const labelling = await prisma.campaign.findFirstOrThrow({
      where: { name: "Still labelling" },
    });
    await expect(
      list(
        {
          decision: {
            runId,
            success: "consensus",
            campaignId: labelling.id,
            referenceRunId: null,
            validation: { kind: "binary" },
            abstention: null,
            outcome: "shown",
          },
        },
        leadId,
      ),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("the research tables' drill-down", () => {
  it.each(VIEWERS)(
    "lists exactly the patches behind every linked count, for %s",
    async (_, viewer) => {
      const report = await getResearchReport({
        projectId,
        viewerId: viewer(),
        query: ZResearchQuery.parse({
          campaignId,
          runs: `${runId},${secondRunId}`,
          replicates: "100",
        }),
      });
      const tables = buildResearchTables({ report });
      const linked: string[] = [];
      for (const table of ["bouncer", "pairs", "plausible-valid", "pass-at-k-by-group"] as const)
        for (const [index, row] of tables[table].rows.entries())
          for (const [j, column] of tables[table].columns.entries()) {
            const query = buildResearchCellQuery({
              table,
              column,
              row,
              index,
              campaignId,
              runs: report.runs,
              pairRuns: report.pairs.map((p) => ({ runA: p.aId, runB: p.bId })),
              missing: ["UNSURE"],
            });
            if (!query) continue;
            linked.push(`${table} ${column}`);
            const what = `${table} row ${index} (${row.slice(0, 2).join(" ")}) ${column}`;
            expect((await list(query, viewer())).total, what).toBe(row[j]);
          }
      expect(new Set(linked)).toEqual(
        new Set([
          ...["Patches", "TP_a", "FP_a", "FN_a", "TN_a"].map((c) => `bouncer ${c}`),
          ...["Patches", "Both right", "Only A right", "Only B right", "Both wrong"].map(
            (c) => `pairs ${c}`,
          ),
          ...["Patches", "Plausible", "Valid"].map((c) => `plausible-valid ${c}`),
          "pass-at-k-by-group Patches",
        ]),
      );
    },
  );
});

describe("the dashboard's benchmarks and confusion tables' drill-down", () => {
  it.each(VIEWERS)("lists exactly the patches behind every count, for %s", async (_, viewer) => {
    for (const missing of ["UNSURE", ""]) {
      const d = await getAgreementDashboard({
        projectId,
        viewerId: viewer(),
        query: ZAgreementQuery.parse({ campaignId, runs: runId, replicates: "100", missing }),
        cache: false,
      });
      for (const clear of [false, true]) {
        const column = clear ? d.benchmarks!.clear : d.benchmarks!.full;
        for (const count of ["patches", "valid", "invalid", "other"] as const) {
          const query = buildBenchmarkCellQuery({ campaignId, count, clear, missing: d.missing });
          const what = `missing ${missing} ${clear ? "clear" : "full"} ${count}`;
          expect((await list(query, viewer())).total, what).toBe(column[count]);
        }
        const m = clear ? d.judge[0]!.clear : d.judge[0]!.full;
        const compared = buildConfusionCellQuery({
          runId,
          campaignId,
          cell: "compared",
          clear,
          labels: d.labels,
          missing: d.missing,
        });
        expect((await list(compared, viewer())).total).toBe(m.n);
      }
      if (missing === "") expect(d.benchmarks!.full.other).toBe(1);
    }
  });
});

describe("the dashboard's by-bug-type drill-down", () => {
  it.each(VIEWERS)("lists exactly the patches behind every count, for %s", async (_, viewer) => {
    const dashboard = await getAgreementDashboard({
      projectId,
      viewerId: viewer(),
      query: ZAgreementQuery.parse({ campaignId, runs: runId, replicates: "100" }),
      cache: false,
    });
    const rows = dashboard.judge[0]!.byBugType;
    expect(rows.map((r) => r.bugType).sort()).toEqual(["(none)", "Null-dereference", "Overflow"]);
    for (const row of rows)
      for (const cell of ["compared", "tp", "fp", "fn", "tn"] as const) {
        const query = buildBugTypeCellQuery({
          runId,
          campaignId,
          bugType: row.bugType,
          cell,
          labels: dashboard.labels,
          missing: dashboard.missing,
        });
        const count = row[cell === "compared" ? "patches" : cell];
        expect((await list(query, viewer())).total, `${row.bugType} ${cell}`).toBe(count);
      }
  });
});
