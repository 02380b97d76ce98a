import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { AppError } from "@/lib/errors/app-error";
import { countNoun } from "@/lib/text/count-noun";

/** Raters must hold the rater role in the project; adjudicators must be project members. */
export async function checkCampaignPeople(options: {
  projectId: string;
  raterIds: readonly string[];
  adjudicatorIds: readonly string[];
}): Promise<void> {
  const { projectId, raterIds, adjudicatorIds } = options;
  const dup =
    raterIds.find((u, i) => raterIds.indexOf(u) !== i) ??
    adjudicatorIds.find((u, i) => adjudicatorIds.indexOf(u) !== i);
  if (dup) throw new AppError("INVALID_INPUT", `raterIds: user ${dup} is listed twice.`);
  const roles = (
    await forChunks({
      items: [...new Set([...raterIds, ...adjudicatorIds])],
      run: (ids) =>
        prisma.projectRole.findMany({
          where: { projectId, userId: { in: ids } },
          select: { userId: true, role: true },
        }),
    })
  ).flat();
  const notRaters = raterIds.filter(
    (u) => !roles.some((r) => r.userId === u && r.role === "rater"),
  );
  if (notRaters.length > 0)
    throw new AppError(
      "INVALID_INPUT",
      `raterIds: ${countNoun({ count: notRaters.length, one: "user" })} ${countNoun({ count: notRaters.length, one: "does", other: "do", withCount: false })} not hold the rater role in this project.`,
      { userIds: notRaters },
    );
  const outsiders = adjudicatorIds.filter((u) => !roles.some((r) => r.userId === u));
  if (outsiders.length > 0)
    throw new AppError(
      "INVALID_INPUT",
      `adjudicatorIds: ${countNoun({ count: outsiders.length, one: "user" })} ${countNoun({ count: outsiders.length, one: "is", other: "are", withCount: false })} not ${countNoun({ count: outsiders.length, one: "a member", other: "members", withCount: false })} of this project.`,
      { userIds: outsiders },
    );
}
