import { prisma } from "@/lib/db/client";

/** Project members who can join a campaign: raters (the rater role) and adjudicators (any member). */
export async function listProjectPeople(options: { projectId: string }) {
  const roles = await prisma.projectRole.findMany({
    where: { projectId: options.projectId },
    orderBy: { user: { name: "asc" } },
    select: { role: true, user: { select: { id: true, name: true, email: true } } },
  });
  const members = new Map<
    string,
    { userId: string; name: string; email: string; roles: string[] }
  >();
  for (const r of roles) {
    const m = members.get(r.user.id) ?? {
      userId: r.user.id,
      name: r.user.name,
      email: r.user.email,
      roles: [],
    };
    m.roles.push(r.role);
    members.set(r.user.id, m);
  }
  const all = [...members.values()];
  return { raters: all.filter((m) => m.roles.includes("rater")), members: all };
}
