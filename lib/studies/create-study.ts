import { writeAudit } from "@/lib/audit/write-audit";
import { checkCampaignPeople } from "@/lib/campaigns/check-campaign-people";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { TCreateStudy } from "./schemas";

/**
 * Creates a preliminary study in the authoring phase: its raters at positions 1..n in the order
 * given (the cyclic swap follows them) and every patch of the chosen bugs, in bug then patch order.
 */
export async function createStudy(options: {
  projectId: string;
  actorId: string;
  input: TCreateStudy;
}) {
  const { projectId, actorId, input } = options;
  await checkCampaignPeople({ projectId, raterIds: input.raterIds, adjudicatorIds: [] });
  const bugIds = [...new Set(input.bugIds)];
  const bugs = await prisma.bug.findMany({
    where: { projectId, externalId: { in: bugIds } },
    select: {
      id: true,
      externalId: true,
      patches: { orderBy: { externalId: "asc" }, select: { id: true } },
    },
  });
  const unknown = bugIds.filter((b) => !bugs.some((x) => x.externalId === b));
  if (unknown.length > 0)
    throw new AppError(
      "INVALID_INPUT",
      `bugIds: no such bug in this project: ${unknown.join(", ")}.`,
    );
  const ordered = bugIds.map((b) => bugs.find((x) => x.externalId === b)!);
  const patchIds = ordered.flatMap((b) => b.patches.map((p) => p.id));
  if (patchIds.length === 0)
    throw new AppError("INVALID_INPUT", "bugIds: these bugs have no candidate patches.");
  return prisma.$transaction(async (tx) => {
    const study = await tx.study.create({
      data: {
        projectId,
        name: input.name,
        createdById: actorId,
        raters: { create: input.raterIds.map((userId, i) => ({ userId, position: i + 1 })) },
        patches: { create: patchIds.map((patchId, position) => ({ patchId, position })) },
      },
      select: { id: true, name: true, phase: true },
    });
    await writeAudit({
      tx,
      actorId,
      projectId,
      action: "study.create",
      entityType: "Study",
      entityId: study.id,
      after: { name: input.name, raterIds: input.raterIds, bugIds, patches: patchIds.length },
    });
    return { ...study, raters: input.raterIds.length, patches: patchIds.length };
  });
}
