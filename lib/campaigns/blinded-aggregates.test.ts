import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { getAgreementDashboard } from "@/lib/agreement/get-agreement-dashboard";
import { getRequirementAgreement } from "@/lib/agreement/get-requirement-agreement";
import { ZAgreementQuery } from "@/lib/agreement/schemas";
import { getAlignmentReport } from "@/lib/alignment/get-alignment-report";
import { ZAlignmentQuery } from "@/lib/alignment/schemas";
import { prisma } from "@/lib/db/client";
import { listJudgeResults } from "@/lib/judge/results/list-judge-results";
import { REQUIREMENTS_PROMPT } from "@/lib/judge/schemas";
import { getPolicyEvaluation } from "@/lib/policies/get-policy-evaluation";
import { ZPolicyQuery } from "@/lib/policies/schemas";
import { createProject } from "@/lib/projects/create-project";
import { getResearchReport } from "@/lib/research/get-research-report";
import { compareTwoRuns } from "@/lib/research/compare-two-runs";
import { ZCompareRunsQuery, ZResearchQuery } from "@/lib/research/schemas";
import { listBenchCases } from "@/lib/rubric-bench/list-bench-cases";
import { findRepairDisagreements } from "@/lib/rubrics/find-repair-disagreements";
import { listRepairCandidates } from "@/lib/rubrics/list-repair-candidates";
import { classifyRejectionThemes } from "@/lib/themes/classify-rejection-themes";
import { getRejectionThemes } from "@/lib/themes/get-rejection-themes";
import { createUser } from "@/lib/users/create-user";
import { adjudicatePatch } from "./adjudicate-patch";
import { changeCampaignPhase } from "./change-campaign-phase";
import { createCampaign } from "./create-campaign";
import { getCampaignAccess } from "./get-campaign-access";
import { ZCreateCampaign, ZSubmitRating } from "./schemas";
import { submitRating } from "./submit-rating";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { importDemoData } from "@/lib/test/import-demo-data";

/**
 * One-patch judge runs on a patch that a lead who also rates (and an engineer who rates) is still
 * labelling in campaign A, while campaign B is revealed with a consensus on it. Every aggregate
 * over judge results or labels must read the same to them whatever that patch's verdict and
 * consensus are (computed without the patch), while a lead who does not rate sees it change (the
 * control: the probe can fail).
 */
const SLUG = "blagg";
const BUG = "tinyjson-17";
const RUBRIC = [
  "# Rubric",
  "",
  "## Requirements",
  "",
  "- [ ] The parser stops at the end of the input.",
  "- [ ] A truncated escape is reported as an error.",
  "- [ ] Valid escapes still decode.",
].join("\n");
const users: Record<string, { id: string; email: string; name: string; isAdmin: boolean }> = {};
let projectId = "";
let campaignB = "";
let patchId = "";
let run1 = "";
let run2 = "";

/** The blinded patch's verdicts: run 1's label (with what goes with it) and B's consensus. */
async function setVerdict(label: "VALID" | "INVALID") {
  const valid = label === "VALID";
  await prisma.judgeResult.updateMany({
    where: { runId: run1, patchId },
    data: {
      label,
      justification: valid ? "SOLO every requirement is met." : "SOLO requirement 2 is not met.",
      confidence: valid ? 0.8 : 0.9,
      score: valid ? 0.9 : 0.1,
      requirements: JSON.stringify([1, 2, 3].map((index) => ({ index, met: valid, note: "" }))),
    },
  });
  await prisma.rejectionTheme.deleteMany({ where: { runId: run1 } });
  if (!valid)
    await prisma.rejectionTheme.create({
      data: {
        runId: run1,
        patchId,
        sample: 0,
        theme: "violating_rubric_requirements",
        source: "offline",
        classifier: "offline-keywords",
      },
    });
  await prisma.consensus.updateMany({ where: { campaignId: campaignB, patchId }, data: { label } });
}

/** A one-patch completed run of `name` v`version` on the blinded patch, VALID for now. */
async function oneRun(options: { version: number; perRequirement: boolean }) {
  const config = await prisma.judgeConfig.create({
    data: {
      projectId,
      name: "solo",
      version: options.version,
      provider: "mock",
      model: "m",
      promptTemplate: options.perRequirement ? REQUIREMENTS_PROMPT : "judge-rubric",
      promptVersion: "1",
      reference: "golden",
    },
  });
  const run = await prisma.judgeRun.create({
    data: { projectId, configId: config.id, campaignId: campaignB, status: "completed", total: 1 },
  });
  const job = await prisma.judgeJob.create({
    data: { runId: run.id, patchId, sample: 0, status: "done" },
  });
  await prisma.judgeResult.create({
    data: {
      runId: run.id,
      jobId: job.id,
      patchId,
      sample: 0,
      label: "VALID",
      thought: "t",
      justification: "SOLO the other run.",
      confidence: 0.7,
      score: 0.7,
    },
  });
  return run.id;
}

beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: SLUG, name: "Blinded aggregates", description: "" },
      actorId: null,
    })
  ).id;
  const people = {
    lead: ["lead"],
    r1: ["rater"],
    r2: ["rater"],
    r3: ["rater"],
    leadRater: ["rater", "lead"],
    engineerRater: ["rater", "engineer"],
    engineer: ["engineer"],
  } as const;
  for (const [tag, roles] of Object.entries(people))
    users[tag] = await createUser({
      input: {
        email: `${tag}@${SLUG}.test`,
        name: tag,
        password: "password-123",
        isAdmin: false,
        projectRoles: roles.map((role) => ({ projectSlug: SLUG, role })),
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
  await importDemoData({ projectId });
  const bug = await prisma.bug.findFirstOrThrow({ where: { projectId, externalId: BUG } });
  const rubric = await prisma.rubric.create({
    data: { bugId: bug.id, format: "templated", status: "golden" },
  });
  const version = await prisma.rubricVersion.create({
    data: { rubricId: rubric.id, number: 1, kind: "draft", source: "human", content: RUBRIC },
  });
  await prisma.rubric.update({
    where: { id: rubric.id },
    data: { goldenVersionId: version.id, currentVersionId: version.id },
  });
  const selection = { kind: "bugType", bugTypes: ["Heap-buffer-overflow"] };
  // B: the bug's three patches, rated by r1 (INVALID), r2 and r3 (VALID), revealed.
  campaignB = (
    await createCampaign({
      projectId,
      actorId: users.lead!.id,
      input: ZCreateCampaign.parse({
        name: "B",
        selection,
        raterIds: [users.r1!.id, users.r2!.id, users.r3!.id],
      }),
    })
  ).id;
  for (const who of ["r1", "r2", "r3"]) {
    const { campaign } = await getCampaignAccess({
      user: users[who]!,
      slug: SLUG,
      campaignId: campaignB,
      need: "rate",
    });
    for (const a of await prisma.assignment.findMany({
      where: { campaignId: campaignB, raterId: users[who]!.id },
    }))
      await submitRating({
        campaign,
        raterId: users[who]!.id,
        assignmentId: a.id,
        input: ZSubmitRating.parse({
          label: who === "r1" ? "INVALID" : "VALID",
          justification: `SOLO words of ${who}`,
          checklist: [],
        }),
      });
  }
  await changeCampaignPhase({
    campaignId: campaignB,
    actorId: users.lead!.id,
    input: { phase: "reveal" },
  });
  patchId = (
    await prisma.patch.findFirstOrThrow({
      where: { bugId: bug.id },
      orderBy: { externalId: "asc" },
      select: { id: true },
    })
  ).id;
  const { campaign } = await getCampaignAccess({
    user: users.lead!,
    slug: SLUG,
    campaignId: campaignB,
    need: "adjudicate",
  });
  await adjudicatePatch({
    campaign,
    patchId,
    actorId: users.lead!.id,
    input: { label: "INVALID", themes: ["other"], notes: "SOLO consensus" },
  });
  // A: the same patches, still labelling, with the lead who rates and the engineer who rates.
  await createCampaign({
    projectId,
    actorId: users.lead!.id,
    input: ZCreateCampaign.parse({
      name: "A",
      selection,
      ratersPerPatch: 2,
      raterIds: [users.leadRater!.id, users.engineerRater!.id],
    }),
  });
  run1 = await oneRun({ version: 1, perRequirement: true });
  run2 = await oneRun({ version: 2, perRequirement: false });
});

/** Drops what differs between two reads of the same data (timestamps). */
const stable = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v: unknown) => (/At$/.test(key) ? undefined : v)));

const runs = () => `${run1},${run2}`;
type TAggregate = {
  /** Who reads it: someone still labelling the patch, and someone who is not (the control). */
  blind: string;
  control: string;
  read: (viewerId: string) => Promise<unknown>;
};
const AGGREGATES: Record<string, TAggregate> = {
  "rejection themes": {
    blind: "leadRater",
    control: "lead",
    read: (v) => getRejectionThemes({ projectId, runId: run1, viewerId: v }),
  },
  "rejection themes, classified (the POST's answer)": {
    blind: "leadRater",
    control: "lead",
    read: (v) => classifyRejectionThemes({ projectId, runId: run1, actorId: v, offline: true }),
  },
  "per-requirement agreement": {
    blind: "leadRater",
    control: "lead",
    read: (v) =>
      getRequirementAgreement({ projectId, runId: run1, campaignId: campaignB, viewerId: v }),
  },
  alignment: {
    blind: "leadRater",
    control: "lead",
    read: (v) =>
      getAlignmentReport({
        projectId,
        viewerId: v,
        query: ZAlignmentQuery.parse({ config: "solo", campaignId: campaignB }),
      }),
  },
  policy: {
    blind: "leadRater",
    control: "lead",
    read: (v) =>
      getPolicyEvaluation({
        projectId,
        viewerId: v,
        query: ZPolicyQuery.parse({ runId: run1, success: "consensus", campaignId: campaignB }),
      }),
  },
  research: {
    blind: "leadRater",
    control: "lead",
    read: (v) =>
      getResearchReport({
        projectId,
        viewerId: v,
        query: ZResearchQuery.parse({ campaignId: campaignB, runs: runs(), replicates: "100" }),
      }),
  },
  "agreement dashboard": {
    blind: "leadRater",
    control: "lead",
    read: (v) =>
      getAgreementDashboard({
        projectId,
        viewerId: v,
        query: ZAgreementQuery.parse({ campaignId: campaignB, runs: runs(), replicates: "100" }),
      }),
  },
  "run comparison": {
    blind: "leadRater",
    control: "lead",
    read: (v) =>
      compareTwoRuns({
        projectId,
        viewerId: v,
        query: ZCompareRunsQuery.parse({
          runA: run1,
          runB: run2,
          campaign: campaignB,
          replicates: "100",
        }),
      }),
  },
  "judge results": {
    blind: "leadRater",
    control: "lead",
    read: (v) => listJudgeResults({ projectId, runId: run1, viewerId: v }),
  },
  "rubric repair candidates": {
    blind: "engineerRater",
    control: "engineer",
    read: (v) => listRepairCandidates({ projectId, bugExternalId: BUG, userId: v }),
  },
  "rubric repair evidence": {
    blind: "engineerRater",
    control: "engineer",
    read: (v) =>
      findRepairDisagreements({ projectId, bugExternalId: BUG, runId: run2, userId: v }).catch(
        (e: Error) => e.message,
      ),
  },
  "rubric test bench": {
    blind: "engineerRater",
    control: "engineer",
    read: (v) => listBenchCases({ projectId, bugExternalId: BUG, viewerId: v }),
  },
};

describe("every aggregate over judge results or labels is computed without the reader's blinded patches", () => {
  for (const [name, aggregate] of Object.entries(AGGREGATES))
    it(`${name}: the same whatever the blinded patch's verdict; the control sees it change`, async () => {
      const read = async (label: "VALID" | "INVALID") => {
        await setVerdict(label);
        return {
          blind: stable(await aggregate.read(users[aggregate.blind]!.id)),
          control: stable(await aggregate.read(users[aggregate.control]!.id)),
        };
      };
      const invalid = await read("INVALID");
      const valid = await read("VALID");
      expect(valid.control, "the control sees the verdict").not.toEqual(invalid.control);
      expect(valid.blind).toEqual(invalid.blind);
    });

  it("rejection themes: nothing counted for the lead who rates, the patch counted as hidden", async () => {
    await setVerdict("INVALID");
    const blind = await getRejectionThemes({
      projectId,
      runId: run1,
      viewerId: users.leadRater!.id,
    });
    expect(blind).toMatchObject({ invalid: 0, classified: 0, source: null, hidden: 1 });
    expect(blind.themes.every((t) => t.count === 0 && t.examples.length === 0)).toBe(true);
    const open = await getRejectionThemes({ projectId, runId: run1, viewerId: users.lead!.id });
    expect(open).toMatchObject({ invalid: 1, classified: 1, source: "offline", hidden: 0 });
    expect(open.themes.find((t) => t.theme === "violating_rubric_requirements")?.count).toBe(1);
    expect(
      await classifyRejectionThemes({
        projectId,
        runId: run1,
        actorId: users.leadRater!.id,
        offline: true,
      }),
    ).toMatchObject({ classified: 0, cached: 0 });
    // The CLI (no viewer) reads everything.
    expect(await getRejectionThemes({ projectId, runId: run1, viewerId: null })).toMatchObject({
      invalid: 1,
      classified: 1,
      hidden: 0,
    });
  });
});
