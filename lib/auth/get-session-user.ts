import { prisma } from "@/lib/db/client";
import { getAuth } from "./auth";

export type TSessionUser = { id: string; email: string; name: string; isAdmin: boolean };

/** The signed-in user for these request headers, or null (also for a deactivated account). */
export async function getSessionUser(options: { headers: Headers }): Promise<TSessionUser | null> {
  const session = await getAuth().api.getSession({ headers: options.headers });
  if (!session) return null;
  const user = await prisma.user.findUnique({
    where: { id: session.user.id },
    select: { id: true, email: true, name: true, isAdmin: true, deactivatedAt: true },
  });
  // Deactivation deletes the sessions; this also refuses one created in a race with it.
  if (!user || user.deactivatedAt) return null;
  const { deactivatedAt: _active, ...sessionUser } = user;
  return sessionUser;
}
