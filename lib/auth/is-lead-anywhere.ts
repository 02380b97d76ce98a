import { prisma } from "@/lib/db/client";

/** Whether the user is a site admin or a lead or admin of any project (who may see and test the LLM setup). */
export async function isLeadAnywhere(options: {
  user: { id: string; isAdmin: boolean };
}): Promise<boolean> {
  if (options.user.isAdmin) return true;
  const role = await prisma.projectRole.findFirst({
    where: { userId: options.user.id, role: { in: ["lead", "admin"] } },
    select: { id: true },
  });
  return role !== null;
}
