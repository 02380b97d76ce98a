import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { getAlignmentReport } from "@/lib/alignment/get-alignment-report";
import { ZAlignmentQuery } from "@/lib/alignment/schemas";
import { prisma } from "@/lib/db/client";
import { importDemoData } from "@/lib/test/import-demo-data";
import { getGradedAgreement } from "@/lib/judge/results/get-graded-agreement";
import { getJudgeResult } from "@/lib/judge/results/get-judge-result";
import { createProject } from "@/lib/projects/create-project";
import { DEFAULT_GRADED_SCALE } from "@/lib/scales/schemas";
import { seedPilotCampaign } from "@/lib/seed/seed-pilot-campaign";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { decideJudgeGuidance } from "@/lib/tuning/decide-judge-guidance";
import { getJudgeGuidanceProposal } from "@/lib/tuning/get-judge-guidance-proposal";
import { listJudgeGuidance } from "@/lib/tuning/list-judge-guidance";
import { renderConfigFewShot } from "@/lib/tuning/render-config-few-shot";
import { renderFewShotExample } from "@/lib/tuning/render-few-shot-example";
import {
  ZFewShotExamples,
  ZFewShotTuningInput,
  type TFewShotExample,
} from "@/lib/tuning/schemas-few-shot";
import type { TStoredGuidanceProposal } from "@/lib/tuning/schemas-guidance";
import { HIDDEN_RATIONALE } from "@/lib/tuning/to-guidance-proposal-wire";
import { tuneJudgeFewShot } from "@/lib/tuning/tune-judge-few-shot";
import { createUser } from "@/lib/users/create-user";
import { createCampaign } from "./create-campaign";
import { ZCreateCampaign } from "./schemas";

/**
 * The tuning surfaces (few-shot preview and save, the prompt as sent of a few-shot tuned run,
 * guidance proposals) and the alignment and graded-agreement counts, read by a lead who is in the
 * rater pool of a campaign still labelling patch P, while the revealed pilot campaign C1 has a
 * consensus (adjudicated, with notes and raters' justifications) on P: nothing of P reaches that
 * lead; a lead who does not rate (the control) and the CLI (no viewer) still see it.
 */
const SLUG = "bltune";
const users: Record<"lead" | "leadRater", string> = { lead: "", leadRater: "" };
let projectId = "";
let c1 = "";
let baseId = "";
/** P as examples and evidence name it, its internal id, and its example as the control sees it. */
let P = { bugId: "", patchId: "", id: "" };
let pExample: TFewShotExample;
/** Another labelled patch of the project, not blinded to anyone. */
let Q = { bugId: "", patchId: "", id: "" };

const samePatch = (a: { bugId: string; patchId: string }, b: { bugId: string; patchId: string }) =>
  a.bugId === b.bugId && a.patchId === b.patchId;

const tune = (actorId: string | null, input: Record<string, unknown> = {}) =>
  tuneJudgeFewShot({
    projectId,
    actorId,
    input: ZFewShotTuningInput.parse({
      configId: baseId,
      campaignId: c1,
      examples: 8,
      dryRun: true,
      ...input,
    }),
  });

beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: SLUG, name: "Blinded tuning", description: "" },
      actorId: null,
    })
  ).id;
  const roles = { lead: ["lead"], leadRater: ["rater", "lead"] } as const;
  for (const tag of ["lead", "leadRater"] as const)
    users[tag] = (
      await createUser({
        input: {
          email: `${tag}@${SLUG}.test`,
          name: tag,
          password: "password-123",
          isAdmin: false,
          projectRoles: roles[tag].map((role) => ({ projectSlug: SLUG, role })),
        },
        actorId: null,
        hashPassword: reusePasswordHash,
      })
    ).id;
  await importDemoData({ projectId });
  c1 = (await seedPilotCampaign({ projectId, actorId: users.lead, dataDir: "lib/demo/data" }))
    .campaignId;
  baseId = (
    await prisma.judgeConfig.create({
      data: {
        projectId,
        name: "Fix judge",
        version: 1,
        provider: "openai-compatible",
        model: "m",
        promptTemplate: "judge-rubric",
        promptVersion: "1",
        reference: "ground_truth",
      },
    })
  ).id;
  // P: the control's first example (an adjudicated patch of a tuning bug); Q: another example.
  const open = await tune(users.lead);
  pExample = open.examples[0]!;
  const resolve = async (e: TFewShotExample) => ({
    bugId: e.bugId,
    patchId: e.patchId,
    id: (
      await prisma.patch.findFirstOrThrow({
        where: { projectId, externalId: e.patchId, bug: { externalId: e.bugId } },
        select: { id: true },
      })
    ).id,
  });
  P = await resolve(pExample);
  Q = await resolve(open.examples[1]!);
  // C2: still labelling P, with the lead who rates in its pool.
  const c2 = await createCampaign({
    projectId,
    actorId: users.lead,
    input: ZCreateCampaign.parse({
      name: "Still labelling",
      selection: { kind: "none" },
      ratersPerPatch: 1,
    }),
  });
  await prisma.campaignPatch.create({ data: { campaignId: c2.id, patchId: P.id, position: 0 } });
  await prisma.campaignRater.create({
    data: { campaignId: c2.id, userId: users.leadRater, role: "rater" },
  });
}, 120_000);

describe("few-shot tuning leaves out the caller's blinded patches", () => {
  it("preview: P is no example and not counted, the split is the same; the control and the CLI still get P", async () => {
    const blind = await tune(users.leadRater);
    const open = await tune(users.lead);
    const cli = await tune(null);
    expect(open.examples.some((e) => samePatch(e, P))).toBe(true);
    expect(cli.examples.some((e) => samePatch(e, P))).toBe(true);
    expect(open.hidden).toBe(0);
    expect(cli.hidden).toBe(0);
    expect(blind.examples.some((e) => samePatch(e, P))).toBe(false);
    expect(blind.examples.length).toBeGreaterThan(0);
    expect(blind.hidden).toBe(1);
    expect(blind.split.tuning).toEqual({
      ...open.split.tuning,
      labelled: open.split.tuning.labelled - 1,
    });
    expect(blind.split.heldOut).toEqual(open.split.heldOut);
  });

  it("save: the stored examples of the blind lead's version leave P out", async () => {
    const saved = await tune(users.leadRater, { dryRun: false });
    expect(saved.config).not.toBeNull();
    const row = await prisma.judgeConfig.findUniqueOrThrow({ where: { id: saved.config!.id } });
    const stored = ZFewShotExamples.parse(JSON.parse(row.fewShot!));
    expect(stored.examples.some((e) => samePatch(e, P))).toBe(false);
    expect(stored.examples.length).toBe(saved.examples.length);
  });
});

describe("the prompt as sent of a few-shot tuned run", () => {
  let runId = "";
  let callId = "";
  let prompt = "";
  beforeAll(async () => {
    // The control saves a version with P among its examples; a one-patch run of it judged Q.
    const saved = await tune(users.lead, { dryRun: false });
    const config = await prisma.judgeConfig.findUniqueOrThrow({ where: { id: saved.config!.id } });
    const section = renderConfigFewShot({ fewShot: config.fewShot })!;
    expect(section).toContain(renderFewShotExample({ example: pExample, index: 0 }));
    prompt = `[system]\nYou judge patches.\n\n${section}\n\n[user]\n<candidate_patch>Q</candidate_patch>`;
    callId = (
      await prisma.llmCall.create({
        data: { requestHash: "h-tuned", purpose: "judge", provider: "mock", model: "m", prompt },
      })
    ).id;
    runId = (
      await prisma.judgeRun.create({
        data: { projectId, configId: config.id, campaignId: c1, status: "completed", total: 1 },
      })
    ).id;
    const job = await prisma.judgeJob.create({
      data: { runId, patchId: Q.id, sample: 0, status: "done" },
    });
    await prisma.judgeResult.create({
      data: {
        runId,
        jobId: job.id,
        patchId: Q.id,
        sample: 0,
        label: "VALID",
        thought: "t",
        justification: "j",
        confidence: 0.7,
        score: 0.7,
        llmCallId: callId,
      },
    });
  });
  const read = (viewerId: string) => getJudgeResult({ projectId, runId, patchId: Q.id, viewerId });

  it("replaces P's example by a notice for the blind lead, the rest as sent; the control sees it", async () => {
    const blind = await read(users.leadRater);
    expect(blind.promptWithheld).toBeNull();
    expect(blind.prompt!.hiddenExamples).toBe(1);
    const text = `${blind.prompt!.system}\n${blind.prompt!.user}`;
    expect(text).not.toContain(`### Example 1: bug ${P.bugId}`);
    expect(text).not.toContain(renderFewShotExample({ example: pExample, index: 0 }));
    expect(text).toContain("### Example 1: hidden");
    expect(text).toContain("### Example 2: bug ");
    expect(blind.prompt!.user).toBe("<candidate_patch>Q</candidate_patch>");
    const open = await read(users.lead);
    expect(open).toMatchObject({ promptWithheld: null, prompt: { hiddenExamples: 0 } });
    expect(`[system]\n${open.prompt!.system}\n\n[user]\n${open.prompt!.user}`).toBe(prompt);
  });

  it("withholds the whole prompt from the blind lead when P's example is not found verbatim", async () => {
    const altered = prompt.replace("Reviewers' label:", "Reviewers'  label:");
    await prisma.llmCall.update({ where: { id: callId }, data: { prompt: altered } });
    try {
      const blind = await read(users.leadRater);
      expect(blind.prompt).toBeNull();
      expect(blind.promptWithheld).toMatch(/still labelling/);
      const open = await read(users.lead);
      expect(open.prompt).not.toBeNull();
      expect(open.promptWithheld).toBeNull();
    } finally {
      await prisma.llmCall.update({ where: { id: callId }, data: { prompt } });
    }
  });
});

describe("guidance proposals are read without the reader's blinded patches", () => {
  let proposalId = "";
  const SECRET = "P-SECRET";
  beforeAll(async () => {
    const run = await prisma.judgeRun.create({
      data: { projectId, configId: baseId, campaignId: c1, status: "completed", total: 2 },
    });
    const disagreement = (ref: typeof P, tag: string) => ({
      patchId: ref.patchId,
      bugId: ref.bugId,
      judgeLabel: "VALID" as const,
      judgeJustification: `${tag} judge`,
      consensusLabel: "INVALID" as const,
      consensusNotes: `${tag} notes`,
      raters: [{ label: "INVALID", justification: `${tag} rater` }],
      diff: "diff",
    });
    const stored: TStoredGuidanceProposal = {
      lines: [
        {
          text: "Check the bounds.",
          rationale: `As the reviewers said of ${P.patchId}.`,
          patchIds: [P.patchId, Q.patchId],
        },
        { text: "Keep the API.", rationale: "Q-only reason.", patchIds: [Q.patchId] },
      ],
      disagreements: [disagreement(P, SECRET), disagreement(Q, "Q")],
      compared: 5,
    };
    proposalId = (
      await prisma.judgeGuidanceProposal.create({
        data: {
          projectId,
          baseConfigId: baseId,
          campaignId: c1,
          baseRunId: run.id,
          seed: 42,
          heldOutShare: 0.5,
          tuningBugIds: "[]",
          heldOutBugIds: "[]",
          proposal: JSON.stringify(stored),
          promptVersion: "1",
          createdById: users.lead,
        },
      })
    ).id;
  });

  it("list and get: P's disagreement is left out and counted, the line citing it loses its rationale; the control and the CLI see it", async () => {
    const listed = (await listJudgeGuidance({ projectId, viewerId: users.leadRater })).proposals;
    const got = await getJudgeGuidanceProposal({
      projectId,
      proposalId,
      viewerId: users.leadRater,
    });
    for (const blind of [listed.find((p) => p.id === proposalId)!, got]) {
      expect(JSON.stringify(blind)).not.toContain(SECRET);
      expect(blind.hidden).toBe(1);
      expect(blind.disagreements.map((d) => d.patchId)).toEqual([Q.patchId]);
      expect(blind.lines[0]).toEqual({
        text: "Check the bounds.",
        rationale: HIDDEN_RATIONALE,
        patchIds: [Q.patchId],
      });
      expect(blind.lines[1]!.rationale).toBe("Q-only reason.");
    }
    for (const viewerId of [users.lead, null]) {
      const open = await getJudgeGuidanceProposal({ projectId, proposalId, viewerId });
      expect(open.hidden).toBe(0);
      expect(open.disagreements.map((d) => d.patchId)).toEqual([P.patchId, Q.patchId]);
      expect(JSON.stringify(open)).toContain(SECRET);
    }
  });

  it("a decision by the blind lead answers without P's evidence too", async () => {
    const decided = await decideJudgeGuidance({
      projectId,
      proposalId,
      userId: users.leadRater,
      input: { decision: "reject", reason: "Not now." },
    });
    expect(decided.status).toBe("rejected");
    expect(decided.hidden).toBe(1);
    expect(JSON.stringify(decided)).not.toContain(SECRET);
  });
});

describe("counts leave the blinded patch out, as the campaign overview does", () => {
  it("alignment options: C1's labelled count without P, P counted as hidden", async () => {
    const read = (viewerId: string) =>
      getAlignmentReport({
        projectId,
        viewerId,
        query: ZAlignmentQuery.parse({ config: "Fix judge", campaignId: c1 }),
      });
    const blind = await read(users.leadRater);
    const open = await read(users.lead);
    const option = (r: typeof blind) => r.campaigns.find((c) => c.id === c1)!;
    expect(option(open).hidden).toBe(0);
    expect(option(blind)).toMatchObject({ labelled: option(open).labelled - 1, hidden: 1 });
    expect(blind.hidden).toBe(1);
  });

  it("graded agreement: a label override on P is not counted for the blind lead", async () => {
    const config = await prisma.judgeConfig.create({
      data: {
        projectId,
        name: "Graded",
        version: 1,
        provider: "mock",
        model: "m",
        promptTemplate: "judge-rubric",
        promptVersion: "1",
        reference: "ground_truth",
        scale: JSON.stringify(DEFAULT_GRADED_SCALE),
      },
    });
    const run = await prisma.judgeRun.create({
      data: { projectId, configId: config.id, status: "completed", total: 1 },
    });
    const job = await prisma.judgeJob.create({
      data: { runId: run.id, patchId: P.id, sample: 0, status: "done" },
    });
    await prisma.judgeResult.create({
      data: {
        runId: run.id,
        jobId: job.id,
        patchId: P.id,
        sample: 0,
        label: "INVALID",
        modelLabel: "VALID",
        grade: 1,
        thought: "t",
        justification: "j",
        score: 0.1,
      },
    });
    const read = (viewerId: string | null) =>
      getGradedAgreement({ projectId, runId: run.id, viewerId });
    expect((await read(users.leadRater)).overridden).toBe(0);
    expect((await read(users.lead)).overridden).toBe(1);
    expect((await read(null)).overridden).toBe(1);
  });
});
