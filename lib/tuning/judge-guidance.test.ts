import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { importDemoData } from "@/lib/test/import-demo-data";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { drain, useServer } from "@/lib/judge/judge-run.fixture";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { createProject } from "@/lib/projects/create-project";
import { seedPilotCampaign } from "@/lib/seed/seed-pilot-campaign";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { createUser } from "@/lib/users/create-user";
import { decideJudgeGuidance } from "./decide-judge-guidance";
import { getJudgeGuidanceProposal } from "./get-judge-guidance-proposal";
import { listJudgeGuidance } from "./list-judge-guidance";
import { proposeJudgeGuidance } from "./propose-judge-guidance";
import { ZJudgeTuningOrigin } from "./schemas";
import { ZProposeJudgeGuidance } from "./schemas-guidance";

// The demo's pilot campaign (revealed, adjudicated) and a run of an LLM configuration on it whose
// mock judge calls every patch VALID: the consensus' INVALID patches are the disagreements.
type TBody = {
  messages: { content: unknown }[];
  response_format?: { json_schema?: { name?: string } };
};
const textOf = (body: TBody) =>
  body.messages
    .map((m) =>
      typeof m.content === "string"
        ? m.content
        : (m.content as { text?: string }[]).map((p) => p.text ?? "").join(""),
    )
    .join("\n");
const guidancePrompts: string[] = [];
const judgePrompts: string[] = [];
let server: TMockLlmServer;
const ids = { project: "", campaign: "", config: "", run: "" };

beforeAll(async () => {
  server = await startMockLlmServer({
    port: 0,
    respond: (body: TBody) => {
      const text = textOf(body);
      if (body.response_format?.json_schema?.name === "judge_guidance") {
        guidancePrompts.push(text);
        const cited = /### Patch (\S+)/.exec(text)![1]!;
        return {
          lines: [
            {
              text: "A patch that only silences the symptom is INVALID.",
              rationale: "The reviewers rejected symptom fixes.",
              patchIds: [cited, "no-such-patch"],
            },
            { text: "Second line.", rationale: "r", patchIds: [] },
          ],
        };
      }
      judgePrompts.push(text);
      return { thought: "t", label: "VALID", justification: "JUDGE_SAYS fine" };
    },
  });
  useServer(server.url);
  ids.project = (
    await createProject({ input: { slug: "tune", name: "Tune", description: "" }, actorId: null })
  ).id;
  await importDemoData({ projectId: ids.project });
  const lead = await createUser({
    input: {
      email: "l@t.test",
      name: "Lead",
      password: "tuning-horse-42",
      isAdmin: false,
      projectRoles: [{ projectSlug: "tune", role: "lead" }],
    },
    actorId: null,
    hashPassword: reusePasswordHash,
  });
  ids.campaign = (
    await seedPilotCampaign({ projectId: ids.project, actorId: lead.id, dataDir: "lib/demo/data" })
  ).campaignId;
  const config = await createJudgeConfig({
    projectId: ids.project,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name: "GT judge",
      provider: "openai-compatible",
      model: "mock-judge",
      reference: "ground_truth",
      rules: "none",
    }),
  });
  ids.config = config.id;
  const run = await startJudgeRun({
    projectId: ids.project,
    actorId: null,
    input: ZStartJudgeRun.parse({ configId: config.id, campaignId: ids.campaign, concurrency: 8 }),
  });
  ids.run = run.id;
  await drain(run.id);
}, 90_000);
afterAll(() => server.close());

const propose = (more: Record<string, unknown> = {}) =>
  proposeJudgeGuidance({
    projectId: ids.project,
    userId: null,
    input: ZProposeJudgeGuidance.parse({
      configId: ids.config,
      campaignId: ids.campaign,
      runId: ids.run,
      ...more,
    }),
  });

describe("instruction refinement", () => {
  it("proposes lines from the tuning part's disagreements only; no held-out patch reaches the LLM", async () => {
    const p = await propose({ seed: 7 });
    expect(p.status).toBe("proposed");
    expect(p.disagreements.length).toBeGreaterThan(0);
    expect(p.lines.map((l) => l.text)).toEqual([
      "A patch that only silences the symptom is INVALID.",
      "Second line.",
    ]);
    // An id the LLM made up is dropped; the cited one is a tuning-part disagreement.
    expect(p.lines[0]!.patchIds).toEqual([p.disagreements[0]!.patchId]);
    const bugOf = new Map(
      (await prisma.bug.findMany({ where: { projectId: ids.project } })).map((b) => [
        b.externalId,
        b.id,
      ]),
    );
    expect(p.disagreements.every((d) => p.tuningBugIds.includes(bugOf.get(d.bugId)!))).toBe(true);
    expect(guidancePrompts).toHaveLength(1);
    const held = await prisma.patch.findMany({
      where: { projectId: ids.project, bugId: { in: p.heldOutBugIds } },
      select: { externalId: true, diff: true, bug: { select: { externalId: true } } },
    });
    expect(held.length).toBeGreaterThan(0);
    for (const patch of held) {
      expect(guidancePrompts[0]).not.toContain(patch.externalId);
      expect(guidancePrompts[0]).not.toContain(patch.diff.slice(0, 200));
    }
    for (const patch of held) expect(guidancePrompts[0]).not.toContain(patch.bug.externalId);
  });

  it("accepts edited lines as the next version with its origin and audit row; a second decision is a 409", async () => {
    const p = await propose({ seed: 7 });
    const decided = await decideJudgeGuidance({
      projectId: ids.project,
      proposalId: p.id,
      userId: null,
      input: { decision: "accept", lines: ["Edited: symptom-only fixes are INVALID.", "Added."] },
    });
    expect(decided.status).toBe("accepted");
    expect(decided.resultConfig).toMatchObject({ name: "GT judge", version: 2 });
    expect(decided.acceptedLines).toEqual(["Edited: symptom-only fixes are INVALID.", "Added."]);
    const config = await prisma.judgeConfig.findUniqueOrThrow({
      where: { id: decided.resultConfig!.id },
    });
    const base = await prisma.judgeConfig.findUniqueOrThrow({ where: { id: ids.config } });
    expect(JSON.parse(config.guidance!)).toEqual([
      "Edited: symptom-only fixes are INVALID.",
      "Added.",
    ]);
    expect(config.description).toBe(
      "Instructions refined from Pilot study (published labels) (seed 7)",
    );
    expect(ZJudgeTuningOrigin.parse(JSON.parse(config.tuning!))).toEqual({
      method: "instructions",
      campaignId: ids.campaign,
      baseConfigId: ids.config,
      baseRunId: ids.run,
      seed: 7,
      heldOutShare: 0.5,
      tuningBugIds: p.tuningBugIds,
      heldOutBugIds: p.heldOutBugIds,
    });
    for (const key of [
      "provider",
      "model",
      "reference",
      "promptTemplate",
      "promptVersion",
      "samples",
      "rules",
    ] as const)
      expect(config[key]).toEqual(base[key]);
    expect(
      await prisma.auditLog.count({
        where: { action: "judge.guidance.accept", entityId: config.id },
      }),
    ).toBe(1);
    await expect(
      decideJudgeGuidance({
        projectId: ids.project,
        proposalId: p.id,
        userId: null,
        input: { decision: "accept", lines: ["Again."] },
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(
      Promise.all(
        [1, 2].map(async () => {
          const q = await propose({ seed: 3 });
          return Promise.allSettled(
            [1, 2].map(() =>
              decideJudgeGuidance({
                projectId: ids.project,
                proposalId: q.id,
                userId: null,
                input: { decision: "accept", lines: ["Race."] },
              }),
            ),
          );
        }),
      ),
    ).resolves.toSatisfy((both: PromiseSettledResult<unknown>[][]) =>
      both.every((pair) => pair.filter((r) => r.status === "fulfilled").length === 1),
    );
    expect(await prisma.judgeConfig.count({ where: { projectId: ids.project } })).toBe(4);

    // A run of the new version carries the guidance after the instructions.
    judgePrompts.length = 0;
    const patch = await prisma.patch.findFirstOrThrow({ where: { projectId: ids.project } });
    const run = await startJudgeRun({
      projectId: ids.project,
      actorId: null,
      input: ZStartJudgeRun.parse({
        configId: config.id,
        filter: { kind: "patches", patchIds: [patch.externalId] },
      }),
    });
    await drain(run.id);
    expect(judgePrompts.at(-1)).toContain(
      "## Additional instructions from reviewers (GT judge v2)",
    );
    expect(judgePrompts.at(-1)).toContain("1. Edited: symptom-only fixes are INVALID.\n2. Added.");
  });

  it("rejects with a reason; lists proposals; another project's id is a 404", async () => {
    const p = await propose({ seed: 11 });
    const rejected = await decideJudgeGuidance({
      projectId: ids.project,
      proposalId: p.id,
      userId: null,
      input: { decision: "reject", reason: "Too specific." },
    });
    expect(rejected).toMatchObject({
      status: "rejected",
      reason: "Too specific.",
      resultConfig: null,
    });
    const listed = await listJudgeGuidance({ projectId: ids.project, viewerId: null });
    expect(listed.proposals[0]!.id).toBe(p.id);
    expect(listed.options.campaigns.map((c) => c.id)).toContain(ids.campaign);
    expect(listed.options.runs.map((r) => r.id)).toContain(ids.run);
    await expect(
      getJudgeGuidanceProposal({ projectId: "other", proposalId: p.id, viewerId: null }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("works from the CLI: propose as JSON, accept edited lines from a file, a second accept fails in one line", async () => {
    const cli = makeInProcessCliRunner({
      tag: "refine",
      url: TEST_DATABASE_URL,
      env: {
        LLM_PROVIDER: "openai-compatible",
        LLM_BASE_URL: server.url,
        LLM_MODEL: "mock-judge",
      },
    });
    const proposed = await cli.run(
      "judge",
      "refine",
      "--project",
      "tune",
      "--config",
      "GT judge",
      "--version",
      "1",
      "--campaign",
      ids.campaign,
      "--run",
      ids.run,
      "--seed",
      "5",
      "--held-out",
      "0.4",
      "--json",
    );
    expect(proposed.stderr).toBe("");
    const { proposal } = JSON.parse(proposed.stdout) as {
      proposal: { id: string; seed: number; heldOutShare: number };
    };
    expect(proposal).toMatchObject({ seed: 5, heldOutShare: 0.4 });
    const file = path.join(cli.dir, "edited.txt");
    writeFileSync(file, "# edited\n1. From the CLI.\n");
    const accepted = await cli.run(
      "judge",
      "refine",
      "accept",
      proposal.id,
      "--project",
      "tune",
      "--file",
      file,
    );
    expect(accepted.status, accepted.stderr).toBe(0);
    expect(accepted.stdout).toMatch(/^Proposal \S+ \(accepted\)/);
    expect(accepted.stdout).toMatch(/1\. From the CLI\.[\s\S]*Accepted: GT judge v\d+/);
    const again = await cli.run(
      "judge",
      "refine",
      "reject",
      proposal.id,
      "--project",
      "tune",
      "--reason",
      "late",
    );
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe("error: This proposal was already accepted.");
  }, 60_000);

  it("refuses a run without tuning-part disagreements, a baseline, an unrevealed campaign, without any LLM call", async () => {
    const calls = guidancePrompts.length;
    const agreeing = await startJudgeRun({
      projectId: ids.project,
      actorId: null,
      input: ZStartJudgeRun.parse({ configId: ids.config, campaignId: ids.campaign }),
    });
    await drain(agreeing.id);
    // Make the run agree with the consensus everywhere.
    for (const c of await prisma.consensus.findMany({ where: { campaignId: ids.campaign } }))
      await prisma.judgeResult.updateMany({
        where: { runId: agreeing.id, patchId: c.patchId },
        data: { label: c.label },
      });
    await expect(propose({ runId: agreeing.id })).rejects.toMatchObject({
      code: "INVALID_INPUT",
      message: expect.stringMatching(/nothing to learn from/),
    });
    const baseline = await createJudgeConfig({
      projectId: ids.project,
      actorId: null,
      input: ZCreateJudgeConfig.parse({
        name: "B",
        provider: "baseline",
        reference: "ground_truth",
      }),
    });
    await expect(propose({ configId: baseline.id })).rejects.toMatchObject({
      code: "INVALID_INPUT",
      message: expect.stringMatching(/no instructions to refine/),
    });
    // The provider down: a plain error, nothing saved.
    const before = await prisma.judgeGuidanceProposal.count();
    server.outage(60_000);
    await expect(propose({ seed: 13 })).rejects.toMatchObject({
      code: "INTERNAL",
      message: expect.stringMatching(
        /^The LLM provider failed while proposing instructions; nothing was saved\. LLM call failed/,
      ),
    });
    server.outage(0);
    expect(await prisma.judgeGuidanceProposal.count()).toBe(before);
    await prisma.campaign.update({ where: { id: ids.campaign }, data: { revealedAt: null } });
    await expect(propose()).rejects.toMatchObject({
      message: expect.stringMatching(/not revealed/),
    });
    // The outage answered before the mock's respond hook saw the prompt: no proposal prompt counted.
    expect(guidancePrompts.length).toBe(calls);
  });
});
