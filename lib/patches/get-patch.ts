import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { parseMetadata } from "@/lib/import/parse-metadata";

/** One candidate patch of a project, with its bug and every imported source of the same text. */
export async function getPatch(options: { projectId: string; patchId: string }) {
  const patch = await prisma.patch.findFirst({
    where: { id: options.patchId, projectId: options.projectId },
    select: {
      id: true,
      externalId: true,
      diff: true,
      contentHash: true,
      tool: true,
      model: true,
      sample: true,
      passesTests: true,
      metadata: true,
      createdAt: true,
      bug: { select: { externalId: true, title: true, bugType: true } },
      sources: {
        orderBy: { externalId: "asc" },
        select: { externalId: true, tool: true, model: true, sample: true, passesTests: true },
      },
    },
  });
  if (!patch) throw notFound("Patch");
  return { ...patch, metadata: parseMetadata({ text: patch.metadata, column: "Patch.metadata" }) };
}
export type TPatchDetail = Awaited<ReturnType<typeof getPatch>>;
