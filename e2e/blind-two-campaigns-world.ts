import { randomUUID } from "node:crypto";
import { adjudicatePatch } from "@/lib/campaigns/adjudicate-patch";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { getCampaignAccess } from "@/lib/campaigns/get-campaign-access";
import { ZCreateCampaign, ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import { createUser } from "@/lib/users/create-user";
import { PASSWORD, type TWorld, type TWorldUser } from "./fixtures";
import { expandRouteUrls } from "./blind-urls";

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
    roles: ("rater" | "engineer")[],
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
    shared,
    patches,
    assignments,
  };
}

export type TTwo = Awaited<ReturnType<typeof setUpTwoCampaigns>>;

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
