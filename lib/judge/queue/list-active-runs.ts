import { prisma } from "@/lib/db/client";

export type TActiveRun = { id: string; status: string };

/** Runs with work left (queued or running), oldest first. */
export async function listActiveRuns(): Promise<TActiveRun[]> {
  return prisma.judgeRun.findMany({
    where: { status: { in: ["queued", "running"] } },
    orderBy: { createdAt: "asc" },
    select: { id: true, status: true },
  });
}
