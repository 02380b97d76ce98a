import { randomUUID } from "node:crypto";
import { AGREEMENT_TABLES } from "@/lib/agreement/schemas";
import { adjudicatePatch } from "@/lib/campaigns/adjudicate-patch";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { getCampaignAccess } from "@/lib/campaigns/get-campaign-access";
import { ZCreateCampaign, ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import { REQUIREMENTS_PROMPT } from "@/lib/judge/schemas";
import { POLICY_TABLES } from "@/lib/policies/schemas";
import { RESEARCH_TABLES } from "@/lib/research/schemas";
import { createUser } from "@/lib/users/create-user";
import { PASSWORD, type TWorld, type TWorldUser } from "./fixtures";
import { expandRouteUrls } from "./blind-urls";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

// The two-campaign scenario of blind-two-campaigns.spec.ts: its world and the URLs it probes.

export const HIDDEN = `HIDDEN-${randomUUID().slice(0, 8)}`;
export const OPEN = `OPEN-${randomUUID().slice(0, 8)}`;
export const SHARED_BUG = "tinyjson-17";

export async function setUpTwoCampaigns(world: TWorld) {
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const mk = async (
    tag: string,
    roles: ("rater" | "engineer" | "lead")[],
  ): Promise<TWorldUser & { id: string }> => {
    const email = `${tag}-${world.slug}@e2e.test`;
    const u = await createUser({
      input: {
        email,
        name: tag,
        password: PASSWORD,
        isAdmin: false,
        projectRoles: roles.map((role) => ({ projectSlug: world.slug, role })),
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    return { email, name: tag, id: u.id };
  };
  const probes = {
    rater: await mk("probe-rater", ["rater"]),
    adjudicator: await mk("probe-adjudicator", ["rater"]),
    engineer: await mk("probe-engineer", ["rater", "engineer"]),
  };
  const others = await prisma.user.findMany({
    where: { email: { in: [world.users.rater2.email, world.users.rater3.email] } },
  });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } });
  const b = await createCampaign({
    projectId: project.id,
    actorId: lead.id,
    input: ZCreateCampaign.parse({
      name: "B",
      selection: { kind: "all" },
      ratersPerPatch: 3,
      raterIds: [probes.rater.id, ...others.map((o) => o.id)],
      adjudicatorIds: [probes.adjudicator.id],
    }),
  });
  const shared = (
    await prisma.patch.findMany({
      where: { projectId: project.id, bug: { externalId: SHARED_BUG } },
      select: { id: true },
    })
  ).map((p) => p.id);
  for (const [i, rater] of [probes.rater, ...others].entries()) {
    const { campaign } = await getCampaignAccess({
      user: { ...rater, isAdmin: false },
      slug: world.slug,
      campaignId: b.id,
      need: "rate",
    });
    for (const a of await prisma.assignment.findMany({
      where: { campaignId: b.id, raterId: rater.id },
    })) {
      const words =
        rater.id === probes.rater.id
          ? "the probe's own words"
          : `${shared.includes(a.patchId) ? HIDDEN : OPEN} from ${rater.name}`;
      await submitRating({
        campaign,
        raterId: rater.id,
        assignmentId: a.id,
        input: ZSubmitRating.parse({ label: i === 1 ? "INVALID" : "VALID", justification: words }),
      });
    }
  }
  await changeCampaignPhase({ campaignId: b.id, actorId: lead.id, input: { phase: "reveal" } });
  const { campaign: bAccess } = await getCampaignAccess({
    user: { ...lead, isAdmin: false },
    slug: world.slug,
    campaignId: b.id,
    need: "adjudicate",
  });
  await adjudicatePatch({
    campaign: bAccess,
    patchId: shared[0]!,
    actorId: lead.id,
    input: { label: "INVALID", themes: ["other"], notes: `${HIDDEN} consensus notes` },
  });
  // A judge run of campaign B: its results show B's consensus.
  const config = await prisma.judgeConfig.create({
    data: {
      projectId: project.id,
      name: "j2",
      version: 1,
      provider: "mock",
      model: "m",
      promptTemplate: "t",
      promptVersion: "1",
      reference: "golden",
    },
  });
  const run = await prisma.judgeRun.create({
    data: {
      projectId: project.id,
      configId: config.id,
      campaignId: b.id,
      status: "completed",
      total: 27,
    },
  });
  for (const p of await prisma.campaignPatch.findMany({ where: { campaignId: b.id } })) {
    const job = await prisma.judgeJob.create({
      data: { runId: run.id, patchId: p.patchId, sample: 0, status: "done" },
    });
    await prisma.judgeResult.create({
      data: {
        runId: run.id,
        jobId: job.id,
        patchId: p.patchId,
        sample: 0,
        label: "VALID",
        thought: "t",
        justification: "j",
      },
    });
  }
  const solo = await setUpOnePatchRuns({
    projectId: project.id,
    leadId: lead.id,
    campaignB: b.id,
    patchId: shared[0]!,
    probeLead: await mk("probe-lead", ["rater", "lead"]),
  });
  const a = await createCampaign({
    projectId: project.id,
    actorId: lead.id,
    input: ZCreateCampaign.parse({
      name: "A",
      selection: { kind: "bugType", bugTypes: ["Heap-buffer-overflow"] },
      ratersPerPatch: 3,
      raterIds: Object.values(probes).map((p) => p.id),
    }),
  });
  const patches = await prisma.patch.findMany({
    where: { projectId: project.id },
    select: { id: true, externalId: true, bug: { select: { externalId: true } } },
  });
  const assignments = (
    await prisma.assignment.findMany({
      where: { raterId: { in: Object.values(probes).map((p) => p.id) } },
      select: { id: true },
    })
  ).map((x) => x.id);
  return {
    probes,
    campaigns: { a: a.id, b: b.id },
    leadId: lead.id,
    runId: run.id,
    solo,
    shared,
    patches,
    assignments,
  };
}

export type TTwo = Awaited<ReturnType<typeof setUpTwoCampaigns>>;

/**
 * One-patch runs on the first shared patch (B's consensus: INVALID), and a lead who also rates,
 * in the pool of campaign C (still labelling the shared patches): "solo" v1 judges per
 * requirement (INVALID, a rejection theme stored), v2 says VALID. Whatever the aggregates
 * answer that lead must not depend on these verdicts (setSoloVerdict flips them).
 */
async function setUpOnePatchRuns(options: {
  projectId: string;
  leadId: string;
  campaignB: string;
  patchId: string;
  probeLead: TWorldUser & { id: string };
}) {
  const { projectId, leadId, campaignB, patchId, probeLead } = options;
  const c = await createCampaign({
    projectId,
    actorId: leadId,
    input: ZCreateCampaign.parse({
      name: "C",
      selection: { kind: "bugType", bugTypes: ["Heap-buffer-overflow"] },
      ratersPerPatch: 1,
      raterIds: [probeLead.id],
    }),
  });
  // A golden rubric for the shared bug: its requirements are what the per-requirement run judges.
  const bug = await prisma.bug.findFirstOrThrow({
    where: { projectId, externalId: SHARED_BUG },
    select: { id: true },
  });
  const rubric = await prisma.rubric.create({
    data: { bugId: bug.id, format: "templated", status: "golden" },
  });
  const content = [
    "# Rubric",
    "",
    "## Requirements",
    "",
    "- [ ] The parser stops at the end of the input.",
    "- [ ] A truncated escape is reported as an error.",
    "- [ ] Valid escapes still decode.",
  ].join("\n");
  const version = await prisma.rubricVersion.create({
    data: { rubricId: rubric.id, number: 1, kind: "draft", source: "human", content },
  });
  await prisma.rubric.update({
    where: { id: rubric.id },
    data: { goldenVersionId: version.id, currentVersionId: version.id },
  });
  const runs: string[] = [];
  for (const version of [1, 2]) {
    const config = await prisma.judgeConfig.create({
      data: {
        projectId,
        name: "solo",
        version,
        provider: "mock",
        model: "m",
        promptTemplate: version === 1 ? REQUIREMENTS_PROMPT : "judge-rubric",
        promptVersion: "1",
        reference: "golden",
      },
    });
    const run = await prisma.judgeRun.create({
      data: {
        projectId,
        configId: config.id,
        campaignId: campaignB,
        status: "completed",
        total: 1,
      },
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
        justification: `${HIDDEN} solo v${version}`,
        confidence: 0.7,
        score: 0.7,
      },
    });
    runs.push(run.id);
  }
  const solo = {
    lead: probeLead,
    campaignC: c.id,
    campaignB,
    patchId,
    invalidRun: runs[0]!,
    validRun: runs[1]!,
  };
  await setSoloVerdict(solo, "INVALID");
  return solo;
}

/** Sets the verdicts on the solo patch: run v1's label (its justification, scores, requirement
 * verdicts and rejection theme with it) and B's consensus. */
export async function setSoloVerdict(
  solo: { invalidRun: string; campaignB: string; patchId: string },
  label: "VALID" | "INVALID",
) {
  const { invalidRun: runId, campaignB, patchId } = solo;
  const valid = label === "VALID";
  await prisma.judgeResult.updateMany({
    where: { runId, patchId },
    data: {
      label,
      justification: `${HIDDEN} solo: ${valid ? "every requirement is met" : "the rubric's requirement 2 is not met; it does not modify src/tj_parse.c"}`,
      confidence: valid ? 0.8 : 0.9,
      score: valid ? 0.9 : 0.1,
      requirements: JSON.stringify([1, 2, 3].map((index) => ({ index, met: valid, note: "" }))),
    },
  });
  await prisma.rejectionTheme.deleteMany({ where: { runId } });
  if (!valid)
    await prisma.rejectionTheme.create({
      data: {
        runId,
        patchId,
        sample: 0,
        theme: "violating_rubric_requirements",
        source: "offline",
        classifier: "offline-keywords",
      },
    });
  await prisma.consensus.updateMany({ where: { campaignId: campaignB, patchId }, data: { label } });
}

export function expandTwo(route: string, world: TWorld, s: TTwo): string[] {
  const picked = s.patches.filter(
    (p) => s.shared.includes(p.id) || p.bug.externalId === "imgscale-42",
  );
  return expandRouteUrls({
    route,
    fills: { "[slug]": world.slug, "[batchId]": "any", "[userId]": "any", "[runId]": s.runId },
    fans: [
      ["[campaignId]", [s.campaigns.a, s.campaigns.b]],
      ["[assignmentId]", s.assignments],
      ["[patchId]", [...picked.map((p) => p.id), ...picked.map((p) => p.externalId)]],
      ["[bugId]", [SHARED_BUG, "imgscale-42"]],
    ],
  });
}

/**
 * Every aggregate route over judge results or labels, on the one-patch runs: who reads it (the
 * lead who rates; the engineer who rates for the rubric routes, which need rubric:edit) and where.
 */
export function soloAggregateUrls(
  world: TWorld,
  s: TTwo,
): { url: string; as: "lead" | "engineer" }[] {
  const api = `/api/projects/${world.slug}`;
  const { invalidRun: r1, validRun: r2, campaignB: b } = s.solo;
  const both = `campaignId=${b}&runs=${r1},${r2}&replicates=100`;
  const policy = `runId=${r1}&success=consensus&campaignId=${b}`;
  const lead = [
    `/judge/runs/${r1}/themes`,
    `/judge/runs/${r1}/flags`,
    `/judge/runs/${r1}/requirements?campaignId=${b}`,
    `/judge/runs/${r1}/results`,
    `/judge/runs/${r1}/export?format=csv`,
    `/judge/runs/${r2}/results`,
    `/judge/alignment?config=solo&campaignId=${b}`,
    `/policy?${policy}`,
    ...POLICY_TABLES.map((t) => `/policy/export?${policy}&table=${t}&format=csv`),
    `/patches?campaigns=${b}&runs=${r1},${r2}`,
    `/patches?campaigns=${b}&runs=${r1},${r2}&format=csv`,
    `/research?${both}`,
    ...RESEARCH_TABLES.map((t) => `/research/export?${both}&table=${t}&format=csv`),
    `/agreement?${both}`,
    ...AGREEMENT_TABLES.map((t) => `/agreement/export?${both}&table=${t}&format=csv`),
  ];
  const engineer = [`/bugs/${SHARED_BUG}/rubric/repair`, `/bugs/${SHARED_BUG}/rubric/bench`];
  return [
    ...lead.map((u) => ({ url: `${api}${u}`, as: "lead" as const })),
    ...engineer.map((u) => ({ url: `${api}${u}`, as: "engineer" as const })),
  ];
}
