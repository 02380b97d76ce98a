import { prisma } from "@/lib/db/client";

/** The id of the user a CLI command names with --user (an email), or an error naming it. */
export async function findUserId(options: { email: string }): Promise<string> {
  const user = await prisma.user.findUnique({
    where: { email: options.email.trim().toLowerCase() },
    select: { id: true },
  });
  if (!user) throw new Error(`No user with email ${options.email}.`);
  return user.id;
}
