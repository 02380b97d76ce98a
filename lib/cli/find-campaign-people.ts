import { listProjectPeople } from "@/lib/campaigns/list-project-people";
import { prisma } from "@/lib/db/client";
import { listOption } from "./commands/benchmark-build-output";
import { findActorId } from "./find-actor-id";

/**
 * The user ids a comma-separated list names, in its order: an item with an `@` is an email,
 * any other a user id. An error names every item that is nobody.
 */
async function findUserIds(value: string): Promise<string[]> {
  const items = listOption(value).map((v) => (v.includes("@") ? v.toLowerCase() : v));
  if (items.length === 0) return [];
  const users = await prisma.user.findMany({
    where: { OR: [{ email: { in: items } }, { id: { in: items } }] },
    select: { id: true, email: true },
  });
  const idOf = (item: string) => users.find((u) => u.id === item || u.email === item)?.id;
  const unknown = items.filter((i) => !idOf(i));
  if (unknown.length > 0) throw new Error(`No user with email or id ${unknown.join(", ")}.`);
  return items.map((i) => idOf(i)!);
}

/**
 * The people of a campaign the CLI creates: the raters `--raters` names (emails or user ids,
 * comma-separated; absent: every member of the project with the rater role, as the campaign
 * form pre-selects them, and nobody for a campaign without patches), the adjudicators
 * `--adjudicators` names the same way, and the creator (`--owner`, else the first site admin).
 * createCampaign checks the roles (raters: the rater role; adjudicators: project members).
 */
export async function findCampaignPeople(options: {
  projectId: string;
  /** The selection kind: "none" pre-selects no rater, as the form sends none. */
  selection?: string;
  raters?: string;
  adjudicators?: string;
  owner?: string;
}): Promise<{ raterIds: string[]; adjudicatorIds: string[]; ownerId: string }> {
  const raterIds =
    options.raters !== undefined
      ? await findUserIds(options.raters)
      : options.selection === "none"
        ? []
        : (await listProjectPeople({ projectId: options.projectId })).raters.map((r) => r.userId);
  return {
    raterIds,
    adjudicatorIds: await findUserIds(options.adjudicators ?? ""),
    ownerId: await findActorId({ email: options.owner }),
  };
}
