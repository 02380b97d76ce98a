import "@/lib/test/test-db";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { importDemoData } from "@/lib/test/import-demo-data";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { drain } from "@/lib/judge/judge-run.fixture";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { createProject } from "@/lib/projects/create-project";
import { seedPilotCampaign } from "@/lib/seed/seed-pilot-campaign";
import { computeBinaryMetrics } from "@/lib/stats/compute-binary-metrics";
import { createUser } from "@/lib/users/create-user";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { getHeldOutReport } from "./get-held-out-report";
import { ZJudgeTuningOrigin } from "./schemas";
import { ZFewShotExamples, ZFewShotTuningInput, ZHeldOutQuery } from "./schemas-few-shot";
import { splitBugsForTuning } from "./split-bugs-for-tuning";
import { tuneJudgeFewShot } from "./tune-judge-few-shot";

// The demo data (8 bugs, 28 patches) and its pilot campaign (revealed, then closed: a consensus on
// every patch, 13 adjudicated). A mock judge answers from the consensus: the base version is right
// on every other patch; the tuned version (its prompt carries the examples) is right on every
// patch of a TUNING bug and answers as the base on held-out bugs. So the tuning gains nothing on
// held-out patches, and a report that let tuning patches in would show a gain.

const diffs = readFileSync("lib/demo/data/patches.jsonl", "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { patchId: string; patch: string });

let server: TMockLlmServer;
let projectId: string;
let lead: string;
let campaignId: string;
let baseId: string;
const truth = new Map<string, { label: string; bug: string; base: string }>();
let tuningBugs = new Set<string>();
let promptsWithExamples = 0;

const flip = (label: string) => (label === "VALID" ? "INVALID" : "VALID");

beforeAll(async () => {
  projectId = (
    await createProject({ input: { slug: "tune", name: "Tune", description: "" }, actorId: null })
  ).id;
  await importDemoData({ projectId });
  lead = (
    await createUser({
      input: {
        email: "lead@tune.test",
        name: "lead",
        password: "tune-pass-123",
        isAdmin: false,
        projectRoles: [{ projectSlug: "tune", role: "lead" }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    })
  ).id;
  campaignId = (await seedPilotCampaign({ projectId, actorId: lead, dataDir: "lib/demo/data" }))
    .campaignId;
  const consensus = await prisma.consensus.findMany({
    where: { campaignId },
    orderBy: { patch: { externalId: "asc" } },
    select: { label: true, patch: { select: { externalId: true, bugId: true } } },
  });
  consensus.forEach((c, i) =>
    truth.set(c.patch.externalId, {
      label: c.label,
      bug: c.patch.bugId,
      base: i % 2 === 0 ? c.label : flip(c.label),
    }),
  );
  const bugIds = (await prisma.bug.findMany({ where: { projectId }, select: { id: true } })).map(
    (b) => b.id,
  );
  tuningBugs = new Set(splitBugsForTuning({ bugIds, seed: 42, heldOutShare: 0.5 }).tuningBugIds);
  server = await startMockLlmServer({
    port: 0,
    respond: (body: { messages: { content: unknown }[] }) => {
      const last = JSON.stringify(body.messages.at(-1));
      const patch = diffs
        .filter((p) => truth.has(p.patchId) && last.includes(JSON.stringify(p.patch).slice(1, -1)))
        .sort((a, b) => b.patch.length - a.patch.length)[0]!;
      const t = truth.get(patch.patchId)!;
      const tuned = JSON.stringify(body.messages).includes("Examples labelled by reviewers");
      if (tuned) promptsWithExamples += 1;
      const label = tuned && tuningBugs.has(t.bug) ? t.label : t.base;
      return { thought: "t", label, justification: `says ${label}` };
    },
  });
  process.env.LLM_PROVIDER = "openai-compatible";
  process.env.LLM_BASE_URL = server.url;
  process.env.LLM_MODEL = "mock";
  baseId = (
    await createJudgeConfig({
      projectId,
      actorId: lead,
      input: ZCreateJudgeConfig.parse({
        name: "Fix judge",
        provider: "openai-compatible",
        model: "mock",
        reference: "ground_truth",
      }),
    })
  ).id;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const run = async (configId: string, patchIds?: string[]) => {
  const id = (
    await startJudgeRun({
      projectId,
      actorId: lead,
      input: ZStartJudgeRun.parse({
        configId,
        campaignId,
        ...(patchIds ? { filter: { kind: "patches", patchIds } } : {}),
      }),
    })
  ).id;
  await drain(id);
  return id;
};
const tune = (input: Record<string, unknown>) =>
  tuneJudgeFewShot({
    projectId,
    actorId: lead,
    input: ZFewShotTuningInput.parse({ configId: baseId, campaignId, ...input }),
  });
const kappaOf = (pairs: [string, string][]) => {
  const c = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const [judge, consensus] of pairs) {
    if (judge === "VALID" && consensus === "VALID") c.tp += 1;
    else if (judge === "VALID") c.fp += 1;
    else if (consensus === "VALID") c.fn += 1;
    else c.tn += 1;
  }
  return computeBinaryMetrics(c).kappa!;
};

describe("few-shot tuning", () => {
  it("refuses a campaign still labelling and another configuration's run, writing nothing", async () => {
    const labelling = await createCampaign({
      projectId,
      actorId: lead,
      input: ZCreateCampaign.parse({
        name: "Open",
        selection: { kind: "none" },
        ratersPerPatch: 1,
      }),
    });
    const before = await prisma.judgeConfig.count({ where: { projectId, name: "Fix judge" } });
    await expect(tune({ campaignId: labelling.id })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/still labelling/),
    });
    const other = await createJudgeConfig({
      projectId,
      actorId: lead,
      input: ZCreateJudgeConfig.parse({
        name: "Other",
        provider: "openai-compatible",
        model: "mock",
        reference: "ground_truth",
      }),
    });
    const otherRun = await run(other.id, [...truth.keys()].slice(0, 1));
    await expect(tune({ baseRunId: otherRun })).rejects.toMatchObject({ code: "INVALID_INPUT" });
    expect(await prisma.judgeConfig.count({ where: { projectId, name: "Fix judge" } })).toBe(
      before,
    );
  }, 60_000);

  it("previews the split and examples from the tuning part only, then saves the next version with its audit row", async () => {
    const baseRun = await run(baseId);
    const preview = await tune({ baseRunId: baseRun, dryRun: true });
    expect(preview.config).toBeNull();
    expect(preview.split.tuning.bugs + preview.split.heldOut.bugs).toBe(8);
    expect(preview.split.tuning.patches + preview.split.heldOut.patches).toBe(truth.size);
    expect(preview.examples).toHaveLength(4);
    // Every example is a tuning bug's patch: one the base run got wrong, or else an adjudicated
    // one. Disagreements come first: the labels alternate, and a label's adjudicated patches are
    // drawn only once its disagreements have run out. (Which bugs are for tuning follows from the
    // bugs' random ids, so how many of each there are varies from run to run.)
    const chosen = new Set(preview.examples.map((e) => e.patchId));
    const disagreements = [...truth.entries()].filter(
      ([, t]) => tuningBugs.has(t.bug) && t.base !== t.label,
    );
    expect(preview.examples.some((e) => e.source === "judge_disagreement")).toBe(true);
    for (const e of preview.examples) {
      const t = truth.get(e.patchId)!;
      expect(tuningBugs.has(t.bug)).toBe(true);
      expect(e.source).toBe(t.base !== e.label ? "judge_disagreement" : "adjudicated");
      if (e.source === "adjudicated")
        for (const [patchId, d] of disagreements)
          if (d.label === e.label) expect(chosen.has(patchId)).toBe(true);
    }
    expect(preview.examples.filter((e) => e.label === "VALID").length).toBeGreaterThan(0);
    expect(await prisma.judgeConfig.count({ where: { projectId, name: "Fix judge" } })).toBe(1);

    const saved = await tune({ baseRunId: baseRun });
    expect(saved.config).toMatchObject({ name: "Fix judge", version: 2 });
    expect(saved.examples).toEqual(preview.examples);
    const row = await prisma.judgeConfig.findUniqueOrThrow({ where: { id: saved.config!.id } });
    const base = await prisma.judgeConfig.findUniqueOrThrow({ where: { id: baseId } });
    expect(row).toMatchObject({
      model: base.model,
      promptTemplate: base.promptTemplate,
      promptVersion: base.promptVersion,
      reference: base.reference,
      rules: base.rules,
      description: "Few-shot from Pilot study (published labels) (seed 42, 4 examples)",
    });
    const origin = ZJudgeTuningOrigin.parse(JSON.parse(row.tuning!));
    expect(origin).toMatchObject({ method: "few_shot", baseConfigId: baseId, baseRunId: baseRun });
    expect(new Set(origin.tuningBugIds)).toEqual(tuningBugs);
    expect(ZFewShotExamples.parse(JSON.parse(row.fewShot!)).examples).toEqual(saved.examples);
    expect(
      await prisma.auditLog.count({ where: { entityId: row.id, action: "judge.config.tune" } }),
    ).toBe(1);
  }, 90_000);

  it("reports on held-out patches only, where the tuned version gained nothing", async () => {
    const tuned = await prisma.judgeConfig.findFirstOrThrow({
      where: { projectId, name: "Fix judge", version: 2 },
    });
    const origin = ZJudgeTuningOrigin.parse(JSON.parse(tuned.tuning!));
    const query = (q: Record<string, unknown> = {}) =>
      ZHeldOutQuery.parse({ config: "Fix judge", version: 2, replicates: 200, ...q });
    // Only the tuning part's patches judged by the tuned version: the report refuses.
    const tuningPatches = [...truth].filter(([, t]) => tuningBugs.has(t.bug)).map(([id]) => id);
    const partial = await run(tuned.id, tuningPatches);
    await expect(
      getHeldOutReport({ projectId, viewerId: null, query: query({ runId: partial }) }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/no verdict on/) });

    const full = await run(tuned.id);
    expect(promptsWithExamples).toBeGreaterThanOrEqual(truth.size);
    const report = await getHeldOutReport({ projectId, viewerId: null, query: query() });
    expect(report.run.id).toBe(full);
    const heldOut = [...truth.values()].filter((t) => origin.heldOutBugIds.includes(t.bug));
    const tuningPart = [...truth.values()].filter((t) => tuningBugs.has(t.bug));
    expect(report).toMatchObject({
      part: "held_out",
      n: heldOut.length,
      bugs: origin.heldOutBugIds.length,
      excludedTuningPatches: tuningPart.length,
    });
    const kappa = report.metrics.find((m) => m.name === "kappa")!;
    const heldOutKappa = kappaOf(heldOut.map((t) => [t.base, t.label]));
    expect(kappa.before.estimate).toBeCloseTo(heldOutKappa, 12);
    expect(kappa.after.estimate).toBeCloseTo(heldOutKappa, 12);
    expect(kappa.difference.estimate).toBeCloseTo(0, 12);
    // Over every patch (the tuning part included) the tuned version would look better.
    const allAfter = kappaOf([
      ...heldOut.map((t): [string, string] => [t.base, t.label]),
      ...tuningPart.map((t): [string, string] => [t.label, t.label]),
    ]);
    expect(allAfter).toBeGreaterThan(heldOutKappa + 0.1);
    // There is no way to ask for the tuning part.
    const asked = ZHeldOutQuery.safeParse({ config: "Fix judge", version: 2, part: "tuning" });
    expect(asked.success).toBe(false);
    expect(asked.error!.issues[0]!.path).toEqual(["part"]);
    // A version written by hand has no report.
    await expect(
      getHeldOutReport({ projectId, viewerId: null, query: query({ version: 1 }) }),
    ).rejects.toMatchObject({ code: "INVALID_INPUT" });
  }, 90_000);
});
