import { prisma } from "@/lib/db/client";

/**
 * The rater ids named by `--raters` (comma-separated emails) and the creator (`--owner`, else the
 * first site admin) of a campaign the CLI creates; an error names an unknown email.
 */
export async function findCampaignPeople(options: {
  raters: string;
  owner?: string;
}): Promise<{ raterIds: string[]; ownerId: string }> {
  const emails = options.raters
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  const raters = await prisma.user.findMany({
    where: { email: { in: emails } },
    select: { id: true, email: true },
  });
  const unknown = emails.filter((e) => !raters.some((r) => r.email === e));
  if (unknown.length > 0) throw new Error(`No user with email ${unknown.join(", ")}.`);
  const owner = await prisma.user.findFirst({
    where: options.owner ? { email: options.owner.toLowerCase() } : { isAdmin: true },
    orderBy: { createdAt: "asc" },
    select: { id: true },
  });
  if (!owner)
    throw new Error(
      options.owner
        ? `No user with email ${options.owner}.`
        : "No site admin exists; pass --owner.",
    );
  return { raterIds: raters.map((r) => r.id), ownerId: owner.id };
}
