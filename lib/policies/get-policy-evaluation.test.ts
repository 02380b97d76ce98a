import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { execFile, spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { importDataset } from "@/lib/import/import-dataset";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { createJudgeWorker } from "@/lib/judge/worker/create-judge-worker";
import { createProject } from "@/lib/projects/create-project";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { until } from "@/lib/test/until";
import { exportPolicyTable } from "./export-policy-table";
import { getPolicyEvaluation } from "./get-policy-evaluation";
import {
  POLICY_BUG_SUCCESS_P,
  policyBugsJsonl,
  policyPatchesJsonl,
} from "./policy-dataset.fixture";
import { scoreBugAbstention } from "./score-bug-abstention";
import { ZPolicyQuery, ZSetSuccessCriterion } from "./schemas";
import { setSuccessCriterion } from "./set-success-criterion";
import { createUser } from "@/lib/users/create-user";

let projectId = "";
let runId = "";
let baselineRunId = "";
let server: TMockLlmServer;

async function judge(input: Record<string, unknown>) {
  const config = await createJudgeConfig({
    projectId,
    actorId: null,
    input: ZCreateJudgeConfig.parse(input),
  });
  const run = await startJudgeRun({
    projectId,
    actorId: null,
    input: ZStartJudgeRun.parse({ configId: config.id }),
  });
  const worker = createJudgeWorker({
    pollMs: 20,
    onError: (e) => {
      throw e;
    },
  });
  try {
    await until(
      async () =>
        (await prisma.judgeRun.findUniqueOrThrow({ where: { id: run.id } })).status === "completed",
      25_000,
      "the judge run to complete",
      25,
    );
  } finally {
    await worker.stop();
  }
  return run.id;
}

beforeAll(async () => {
  server = await startMockLlmServer({ port: 0 });
  process.env.LLM_PROVIDER = "openai-compatible";
  process.env.LLM_BASE_URL = server.url;
  process.env.LLM_MODEL = "mock-judge";
  projectId = (
    await createProject({
      input: { slug: "policy", name: "Policy", description: "" },
      actorId: null,
    })
  ).id;
  await importDataset({
    projectId,
    actorId: null,
    fileName: "bugs.jsonl",
    kind: "bugs",
    bytes: Buffer.from(policyBugsJsonl()),
  });
  await importDataset({
    projectId,
    actorId: null,
    fileName: "patches.jsonl",
    kind: "patches",
    bytes: Buffer.from(policyPatchesJsonl()),
  });
  baselineRunId = await judge({
    name: "baseline",
    provider: "baseline",
    reference: "ground_truth",
  });
  runId = await judge({
    name: "report",
    provider: "openai-compatible",
    model: "mock-judge",
    reference: "report_only",
  });
}, 60_000);
afterAll(async () => {
  await server.close();
});

const evaluate = (q: Record<string, string>) =>
  getPolicyEvaluation({ projectId, viewerId: null, query: ZPolicyQuery.parse(q) });

describe("getPolicyEvaluation", () => {
  it("evaluates a run's labels and log-prob confidences against tests passing", async () => {
    const e = await evaluate({ runId, percentiles: "75" });
    expect(e.run?.id).toBe(runId);
    expect(e.counts).toMatchObject({ judged: 8, evaluated: 7, withoutOutcome: 1, bugs: 3 });
    const byId = Object.fromEntries(e.policies.map((p) => [p.id, p.metrics]));
    expect(Object.keys(byId)).toEqual(["none", "validation-binary", "validation-p75"]);
    // Binary: shown p1 p2 p4 p7, successes p1 p6 p7.
    expect(byId["validation-binary"]!.patches).toMatchObject({ shown: 4, shownSuccesses: 2 });
    expect(byId["validation-binary"]!.patches.recall).toBeCloseTo(2 / 3, 12);
    // Confidences exp(−0.1), exp(−0.5), exp(−0.2), exp(−0.7) and three zeros: the 75th
    // percentile is halfway between exp(−0.5) and exp(−0.2); p1 and p4 are at or above it.
    expect(byId["validation-p75"]!.cutoff).toBeCloseTo((Math.exp(-0.5) + Math.exp(-0.2)) / 2, 10);
    expect(byId["validation-p75"]!.patches).toMatchObject({
      shown: 2,
      shownSuccesses: 1,
      spared: 5,
    });
    expect(byId["none"]!.successAtK[0]!.value).toBeCloseTo((1 / 3 + 0 + 1) / 3, 12);
    expect(e.maxK).toBe(3);
    expect(e.prCurve.patches.scored).toBe(7);
    expect(e.calibration.reduce((s, b) => s + b.count, 0)).toBe(7);
  });

  it("takes another judge run as the success criterion, and refuses unknown runs", async () => {
    const e = await evaluate({ runId, success: "judge", referenceRunId: baselineRunId });
    expect(e.success).toMatchObject({ criterion: "judge", referenceRunId: baselineRunId });
    expect(e.counts.evaluated).toBe(8);
    await expect(evaluate({ runId: "nope" })).rejects.toThrow(/not found/);
    await expect(evaluate({ runId, success: "judge" })).rejects.toThrow(/reference run/);
    await expect(evaluate({ runId, success: "judge", referenceRunId: runId })).rejects.toThrow(
      /its own success criterion/,
    );
    expect(() => ZPolicyQuery.parse({ percentiles: "50,abc" })).toThrow();
    expect(() => ZPolicyQuery.parse({ percentiles: "120" })).toThrow(/0–100/);
  });

  it("exports the tables in every format", async () => {
    const evaluation = await evaluate({ runId });
    const md = exportPolicyTable({
      evaluation,
      table: "policies",
      format: "markdown",
      slug: "policy",
    });
    expect(md.fileName).toBe("policy-policy-policies.md");
    expect(md.text).toContain("| validation p90 |");
    const csv = exportPolicyTable({ evaluation, table: "success-at-k", format: "csv", slug: "p" });
    expect(csv.text.split("\r\n")[0]).toBe(
      "k,pass@k (no filter),validation binary,validation p50,validation p75,validation p90",
    );
    const tex = exportPolicyTable({ evaluation, table: "calibration", format: "latex", slug: "p" });
    expect(tex.text).toContain("\\begin{tabular}");
    const json = exportPolicyTable({ evaluation, table: "pr-curve", format: "json", slug: "p" });
    expect(JSON.parse(json.text)[0]).toHaveProperty("Precision");
  });

  it("`rubricate policy` prints the same JSON, and refuses a bad criterion", async () => {
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, [path.resolve("bin/rubricate.mjs"), "policy", ...args], {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL, AUTH_SECRET: "x".repeat(40) },
      });
    const ok = cli("--project", "policy", "--run", runId, "--percentiles", "75,90");
    expect(ok.status, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual(
      JSON.parse(JSON.stringify(await evaluate({ runId, percentiles: "75,90" }))),
    );
    const bad = cli("--project", "policy", "--success", "judge");
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/reference run/);
  });

  it("uses the author label, and the project's default criterion when none is asked for", async () => {
    const patches = await prisma.patch.findMany({ where: { projectId }, select: { id: true } });
    // Author labels on four patches: p1 p2 VALID, p3 p4 INVALID.
    for (const [i, p] of patches.entries())
      if (i < 4)
        await prisma.patch.update({
          where: { id: p.id },
          data: { authorLabel: i < 2 ? "VALID" : "INVALID" },
        });
    const author = await evaluate({ runId, success: "author" });
    expect(author.success).toMatchObject({ criterion: "author", projectDefault: false });
    expect((await evaluate({ runId, success: "tests" })).success.projectDefault).toBe(true);
    expect(author.counts).toMatchObject({ evaluated: 4, withoutOutcome: 4 });
    expect(author.policies[0]!.metrics.patches.successes).toBe(2);

    expect((await evaluate({ runId })).success).toMatchObject({
      criterion: "tests",
      projectDefault: true,
    });
    await expect(
      setSuccessCriterion({
        projectId,
        actorId: null,
        input: ZSetSuccessCriterion.parse({ successCriterion: "judge", successRunId: "nope" }),
      }),
    ).rejects.toThrow(/not found/);
    expect(() => ZSetSuccessCriterion.parse({ successCriterion: "judge" })).toThrow(/successRunId/);
    const saved = await setSuccessCriterion({
      projectId,
      actorId: null,
      input: ZSetSuccessCriterion.parse({ successCriterion: "judge", successRunId: baselineRunId }),
    });
    expect(saved).toEqual({
      successCriterion: "judge",
      successCampaignId: null,
      successRunId: baselineRunId,
    });
    const byDefault = await evaluate({ runId });
    expect(byDefault.success).toMatchObject({
      criterion: "judge",
      projectDefault: true,
      referenceRunId: baselineRunId,
    });
    expect(
      await prisma.auditLog.count({ where: { projectId, action: "project.success-criterion" } }),
    ).toBe(1);
    await setSuccessCriterion({
      projectId,
      actorId: null,
      input: ZSetSuccessCriterion.parse({ successCriterion: "tests" }),
    });
  });

  it("uses a consensus default with its saved campaign when the query names no criterion", async () => {
    const leadId = (
      await createUser({
        input: {
          email: "lead@policy.test",
          name: "Lead",
          password: "password-123",
          isAdmin: false,
          projectRoles: [{ projectSlug: "policy", role: "lead" }],
        },
        actorId: null,
        hashPassword: reusePasswordHash,
      })
    ).id;
    // A campaign of imported ratings, revealed: one rater each, so every rated patch is settled.
    const campaign = async (name: string, csv: string) => {
      const { id } = await createCampaign({
        projectId,
        actorId: leadId,
        input: ZCreateCampaign.parse({ name, selection: { kind: "none" } }),
      });
      const report = await importRatings({
        campaign: { id, projectId, phase: "labelling", allowUnsure: false },
        actorId: null,
        fileName: "ratings.csv",
        bytes: Buffer.from(`item,rater,label\n${csv}`),
      });
      expect(report.errors).toEqual([]);
      await changeCampaignPhase({ campaignId: id, actorId: leadId, input: { phase: "reveal" } });
      return id;
    };
    // Six patches settled, three of them VALID (p1 p4 p6); another campaign settles three.
    const saved = await campaign(
      "Round 1",
      "p1,P1,VALID\np2,P1,INVALID\np3,P1,INVALID\np4,P1,VALID\np5,P1,INVALID\np6,P1,VALID\n",
    );
    const other = await campaign("Round 2", "p1,P1,INVALID\np2,P1,VALID\np3,P1,VALID\n");
    await setSuccessCriterion({
      projectId,
      actorId: leadId,
      input: ZSetSuccessCriterion.parse({
        successCriterion: "consensus",
        successCampaignId: saved,
      }),
    });

    const explicit = await evaluate({ runId, success: "consensus" });
    expect(explicit.success).toMatchObject({
      criterion: "consensus",
      campaignId: saved,
      projectDefault: true,
      label: "human consensus · Round 1",
    });
    expect(explicit.counts).toMatchObject({ judged: 8, evaluated: 6, withoutOutcome: 2 });
    expect(explicit.policies[0]!.metrics.patches.successes).toBe(3);
    // No `success` in the query (a bare URL, or only `campaign=`): the same report, not an empty one.
    expect(await evaluate({ runId })).toEqual(explicit);
    expect(await evaluate({ runId, campaignId: saved })).toEqual(explicit);
    const byOther = await evaluate({ runId, campaignId: other });
    expect(byOther.success).toMatchObject({ campaignId: other, projectDefault: false });
    expect(byOther.counts).toMatchObject({ evaluated: 3, withoutOutcome: 5 });
    // `rubricate policy` with no criterion answers from the same default.
    const cli = spawnSync(
      process.execPath,
      [path.resolve("bin/rubricate.mjs"), "policy", "--project", "policy", "--run", runId],
      {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL, AUTH_SECRET: "x".repeat(40) },
      },
    );
    expect(cli.status, cli.stderr).toBe(0);
    expect(JSON.parse(cli.stdout)).toEqual(JSON.parse(JSON.stringify(explicit)));

    await setSuccessCriterion({
      projectId,
      actorId: null,
      input: ZSetSuccessCriterion.parse({ successCriterion: "tests" }),
    });
  });

  it("scores bugs for abstention from the success token's log-prob, then compares abstention and combined policies", async () => {
    const first = await scoreBugAbstention({ projectId, representation: "r2" });
    expect(first).toMatchObject({ scored: 3, cached: 0, withoutLogprobs: 0, model: "mock-judge" });
    const rows = await prisma.bugAbstention.findMany({
      where: { projectId },
      select: { score: true, answer: true, bug: { select: { externalId: true } } },
    });
    const byBug = Object.fromEntries(rows.map((r) => [r.bug.externalId, r]));
    for (const [bug, p] of Object.entries(POLICY_BUG_SUCCESS_P)) {
      expect(byBug[bug]!.score).toBeCloseTo(p, 10);
      expect(byBug[bug]!.answer).toBe(p >= 0.5 ? "success" : "failure");
    }
    // The r2 prompt carries the guidelines; a rerun answers from the cache.
    const call = await prisma.llmCall.findFirstOrThrow({
      where: { purpose: "abstention:r2" },
      select: { prompt: true },
    });
    expect(call.prompt).toContain("Self-Contained and Complete");
    expect(await scoreBugAbstention({ projectId, representation: "r2" })).toMatchObject({
      cached: 3,
    });

    const e = await evaluate({ runId, percentiles: "75" });
    expect(e.abstention).toMatchObject({ representation: "r2", available: ["r2"] });
    expect(e.counts.scoredBugs).toBe(3);
    const ids = e.policies.map((p) => p.id);
    expect(ids).toEqual([
      "none",
      "validation-binary",
      "validation-p75",
      "abstention",
      "combined-binary",
      "combined-p75",
    ]);
    const m = Object.fromEntries(e.policies.map((p) => [p.id, p.metrics]));
    // τ = 0.5 attempts B1 (0.8) and B3 (0.6): the hand case of evaluate-policy.test.ts.
    expect(m.abstention!.bugs.attempted).toBe(2);
    expect(m["combined-binary"]!.successAtK[0]!.value).toBeCloseTo(0.75, 12);
    expect(e.prCurve.bugs!.averagePrecision).toBe(1);
    const none = await evaluate({ runId, abstention: "none" });
    expect(none.policies.map((p) => p.id)).not.toContain("abstention");
  });

  it("`rubricate abstain` scores with r1 and `rubricate policy --abstention r1` uses it", async () => {
    // Asynchronous: the CLI calls the mock LLM served by this very process.
    const cli = (...args: string[]) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) =>
        execFile(
          process.execPath,
          [path.resolve("bin/rubricate.mjs"), ...args],
          { env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL, AUTH_SECRET: "x".repeat(40) } },
          (error, stdout, stderr) =>
            resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        ),
      );
    const scored = await cli("abstain", "--project", "policy", "--representation", "r1");
    expect(scored.status, scored.stderr).toBe(0);
    expect(JSON.parse(scored.stdout)).toMatchObject({ scored: 3, withoutLogprobs: 0 });
    const out = await cli("policy", "--project", "policy", "--run", runId, "--abstention", "r1");
    expect(out.status, out.stderr).toBe(0);
    expect(JSON.parse(out.stdout).abstention).toMatchObject({
      representation: "r1",
      available: ["r1", "r2"],
    });
    expect((await cli("abstain", "--project", "policy", "--representation", "r3")).status).toBe(1);
  });
});
