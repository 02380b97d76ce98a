import { readFileSync } from "node:fs";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { adjudicatePatch } from "@/lib/campaigns/adjudicate-patch";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ZAdjudicate, ZCreateCampaign, ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import { importDemoData } from "@/lib/test/import-demo-data";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { drain } from "@/lib/judge/judge-run.fixture";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { createProject } from "@/lib/projects/create-project";
import { requestDrafts } from "@/lib/rubrics/request-drafts";
import { reviewRubric } from "@/lib/rubrics/review-rubric";
import { saveRubricVersion } from "@/lib/rubrics/save-rubric-version";
import { editKey, ZRequestDrafts, ZReviewRubric, ZSaveRubric } from "@/lib/rubrics/schemas";
import { segmentEdits } from "@/lib/rubrics/segment-edits";
import { startDraftWorker } from "@/lib/rubrics/start-draft-worker";
import { submitRubric } from "@/lib/rubrics/submit-rubric";
import { until } from "@/lib/test/until";
import { createUser } from "@/lib/users/create-user";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

// The world of get-alignment-report.test.ts (import lib/test/test-db first): two bugs with
// golden rubrics (tinyjson-17 edited once, so its golden rubric is version 2; imgscale-42
// confirmed unedited, version 1), a revealed campaign over their six patches with a consensus on
// each, and two versions of the judge configuration "Rubric judge": v1 on the draft rubric, v2
// on the golden one, each run once by a mock LLM that answers from the tables below.

export const T = [
  "tinyjson-17:patchagent:gpt-4.1:0",
  "tinyjson-17:san2patch:claude-sonnet-4:0",
  "tinyjson-17:swe-agent:gpt-4.1:1",
] as const;
export const I = [
  "imgscale-42:san2patch:gpt-4.1:0",
  "imgscale-42:patchagent:claude-sonnet-4:0",
  "imgscale-42:swe-agent:claude-sonnet-4:2",
] as const;

/** Consensus: every patch unanimous but I[2], where one rater of three said VALID (adjudicated INVALID). */
export const CONSENSUS: Record<string, "VALID" | "INVALID"> = {
  [T[0]]: "VALID",
  [T[1]]: "INVALID",
  [T[2]]: "INVALID",
  [I[0]]: "VALID",
  [I[1]]: "VALID",
  [I[2]]: "INVALID",
};
/** The mock judge's answers per model (= configuration version). */
export const JUDGE: Record<string, Record<string, "VALID" | "INVALID">> = {
  "mock-v1": {
    [T[0]]: "INVALID",
    [T[1]]: "VALID",
    [T[2]]: "INVALID",
    [I[0]]: "VALID",
    [I[1]]: "INVALID",
    [I[2]]: "INVALID",
  },
  "mock-v2": {
    [T[0]]: "VALID",
    [T[1]]: "INVALID",
    [T[2]]: "INVALID",
    [I[0]]: "VALID",
    [I[1]]: "INVALID",
    [I[2]]: "VALID",
  },
};

const patches = readFileSync("lib/demo/data/patches.jsonl", "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { patchId: string; patch: string });

/** Which fixture patch a judge prompt is about (the longest diff the prompt contains). */
function patchOf(text: string): string {
  const found = patches
    .filter((p) => p.patchId in CONSENSUS && text.includes(JSON.stringify(p.patch).slice(1, -1)))
    .sort((a, b) => b.patch.length - a.patch.length)[0];
  if (!found) throw new Error("the mock judge got a prompt about no fixture patch");
  return found.patchId;
}

export type TAlignmentWorld = {
  projectId: string;
  server: TMockLlmServer;
  lead: string;
  campaignId: string;
  configs: { v1: string; v2: string };
  runs: { v1: string; v2: string };
  /** A rater still labelling imgscale-42's patches in another campaign. */
  blindRater: string;
};

const user = async (email: string, role: "lead" | "engineer" | "rater", slug: string) =>
  (
    await createUser({
      input: {
        email,
        name: email.split("@")[0]!,
        password: "alignment-pass-1",
        isAdmin: false,
        projectRoles: [{ projectSlug: slug, role }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    })
  ).id;

async function makeGolden(projectId: string, a: string, b: string) {
  await requestDrafts({
    projectId,
    actorId: a,
    input: ZRequestDrafts.parse({ bugIds: ["tinyjson-17", "imgscale-42"], engine: "offline" }),
  });
  const worker = startDraftWorker();
  try {
    await until(
      async () => (await prisma.draftJob.count({ where: { projectId, status: "done" } })) === 2,
      30_000,
      "the two offline drafts",
    );
  } finally {
    await worker.stop();
  }
  for (const bug of ["tinyjson-17", "imgscale-42"]) {
    const rubric = await prisma.rubric.findFirstOrThrow({
      where: { format: "templated", bug: { projectId, externalId: bug } },
      select: { currentVersionId: true, currentVersion: { select: { content: true } } },
    });
    let versionId = rubric.currentVersionId!;
    if (bug === "tinyjson-17") {
      const base = rubric.currentVersion!.content;
      const next = `${base}\n\nEDITED: a bounds check at the read is enough.\n`;
      const notes = segmentEdits({ base, next }).map((e) => ({
        key: editKey(e),
        justification: "The draft overfitted the developer fix.",
        themes: ["overfitting"],
      }));
      versionId = (
        await saveRubricVersion({
          projectId,
          bugExternalId: bug,
          format: "templated",
          userId: a,
          input: ZSaveRubric.parse({
            baseVersionId: versionId,
            content: next,
            notes,
          }),
        })
      ).versionId;
    }
    const where = { projectId, bugExternalId: bug, format: "templated" as const };
    await submitRubric({ ...where, userId: a, versionId });
    await reviewRubric({
      ...where,
      userId: b,
      input: ZReviewRubric.parse({ versionId, decision: "confirmed" }),
    });
  }
}

export async function setUpAlignmentWorld(): Promise<TAlignmentWorld> {
  const slug = "align";
  const projectId = (
    await createProject({ input: { slug, name: "Alignment", description: "" }, actorId: null })
  ).id;
  await importDemoData({ projectId });
  const lead = await user("lead@align.test", "lead", slug);
  const engA = await user("enga@align.test", "engineer", slug);
  const engB = await user("engb@align.test", "engineer", slug);
  const raters = [
    await user("r1@align.test", "rater", slug),
    await user("r2@align.test", "rater", slug),
    await user("r3@align.test", "rater", slug),
  ];
  const blindRater = await user("blind@align.test", "rater", slug);
  await makeGolden(projectId, engA, engB);

  const campaignId = (
    await createCampaign({
      projectId,
      actorId: lead,
      input: ZCreateCampaign.parse({
        name: "Golden round",
        selection: { kind: "golden" },
        ratersPerPatch: 3,
        raterIds: raters,
      }),
    })
  ).id;
  const campaign = await prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } });
  for (const [r, raterId] of raters.entries()) {
    const assignments = await prisma.assignment.findMany({
      where: { campaignId, raterId },
      select: { id: true, patch: { select: { externalId: true } } },
    });
    for (const a of assignments) {
      const id = a.patch.externalId;
      // The first rater thinks I[2] VALID; everyone else follows the consensus.
      const label = id === I[2] && r === 0 ? "VALID" : CONSENSUS[id]!;
      await submitRating({
        campaign,
        raterId,
        assignmentId: a.id,
        input: ZSubmitRating.parse({ label, justification: `r${r + 1} says ${label} on ${id}` }),
      });
    }
  }
  await changeCampaignPhase({ campaignId, actorId: lead, input: { phase: "reveal" } });
  const disputed = await prisma.patch.findFirstOrThrow({ where: { projectId, externalId: I[2] } });
  await adjudicatePatch({
    campaign: { ...campaign, phase: "reveal" },
    patchId: disputed.id,
    actorId: lead,
    input: ZAdjudicate.parse({
      label: "INVALID",
      themes: ["other"],
      notes: "Masks the overflow instead of widening the type.",
    }),
  });
  // The blind rater is labelling imgscale-42 (Integer Overflow) in a second campaign.
  await createCampaign({
    projectId,
    actorId: lead,
    input: ZCreateCampaign.parse({
      name: "Second round",
      selection: { kind: "bugType", bugTypes: ["Integer Overflow"] },
      ratersPerPatch: 1,
      raterIds: [blindRater],
    }),
  });

  const server = await startMockLlmServer({
    port: 0,
    respond: (body: { model?: string; messages: { content: unknown }[] }) => {
      const label = JUDGE[body.model ?? ""]?.[patchOf(JSON.stringify(body.messages))];
      if (!label) throw new Error(`no answer for model ${body.model}`);
      return { thought: "Read the rubric.", label, justification: `${body.model} says ${label}` };
    },
  });
  process.env.LLM_PROVIDER = "openai-compatible";
  process.env.LLM_BASE_URL = server.url;
  process.env.LLM_MODEL = "mock-v1";
  const configs = { v1: "", v2: "" };
  const runs = { v1: "", v2: "" };
  for (const [key, reference] of [
    ["v1", "draft"],
    ["v2", "golden"],
  ] as const) {
    configs[key] = (
      await createJudgeConfig({
        projectId,
        actorId: lead,
        input: ZCreateJudgeConfig.parse({
          name: "Rubric judge",
          provider: "openai-compatible",
          model: `mock-${key}`,
          reference,
        }),
      })
    ).id;
    runs[key] = (
      await startJudgeRun({
        projectId,
        actorId: lead,
        input: ZStartJudgeRun.parse({
          configId: configs[key],
          campaignId,
          filter: { kind: "patches", patchIds: [...T, ...I] },
        }),
      })
    ).id;
    await drain(runs[key]);
  }
  return { projectId, server, lead, campaignId, configs, runs, blindRater };
}
