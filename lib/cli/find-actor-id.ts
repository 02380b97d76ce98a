import { prisma } from "@/lib/db/client";

/**
 * The user a local command acts as (the local CLI has no signed-in user): the one `--owner`
 * names by email, else the first site admin; an error names an unknown email, or asks for
 * `--owner` when no site admin exists.
 */
export async function findActorId(options: { email?: string }): Promise<string> {
  const { email } = options;
  const user = await prisma.user.findFirst({
    where: email ? { email: email.trim().toLowerCase() } : { isAdmin: true },
    orderBy: { createdAt: "asc" },
    select: { id: true },
  });
  if (!user)
    throw new Error(email ? `No user with email ${email}.` : "No site admin exists; pass --owner.");
  return user.id;
}
