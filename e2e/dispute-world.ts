import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ZCreateCampaign, ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import type { TWorld } from "./fixtures";

/**
 * A revealed campaign "Settle" over the demo's patches (every rater holds every patch) where
 * rater 3 rejected the first two patches the others accepted: two disputes to adjudicate, the
 * rest unanimous. Made through the domain layer.
 */
export async function revealedWithTwoDisputes(
  world: TWorld,
): Promise<{ campaignId: string; disputed: [string, string] }> {
  const project = await prisma.project.findUniqueOrThrow({ where: { slug: world.slug } });
  const ids = await Promise.all(
    [world.users.lead, world.users.rater, world.users.rater2, world.users.rater3].map(
      async (u) => (await prisma.user.findUniqueOrThrow({ where: { email: u.email } })).id,
    ),
  );
  const [leadId, ...raterIds] = ids as [string, ...string[]];
  const created = await createCampaign({
    projectId: project.id,
    actorId: leadId,
    input: ZCreateCampaign.parse({ name: "Settle", selection: { kind: "all" }, raterIds }),
  });
  const campaign = { id: created.id, projectId: project.id, phase: "labelling" as const };
  const patches = await prisma.campaignPatch.findMany({
    where: { campaignId: created.id },
    orderBy: { position: "asc" },
    select: { patchId: true },
  });
  const disputed = patches.slice(0, 2).map((p) => p.patchId) as [string, string];
  for (const a of await prisma.assignment.findMany({ where: { campaignId: created.id } }))
    await submitRating({
      campaign: { ...campaign, allowUnsure: false },
      raterId: a.raterId,
      assignmentId: a.id,
      input: ZSubmitRating.parse({
        label: a.raterId === raterIds[2] && disputed.includes(a.patchId) ? "INVALID" : "VALID",
        justification: a.raterId === raterIds[2] ? "misses requirement 2" : "looks right",
      }),
    });
  await changeCampaignPhase({
    campaignId: created.id,
    actorId: leadId,
    input: { phase: "reveal" },
  });
  return { campaignId: created.id, disputed };
}
