import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { parseMetadata } from "@/lib/import/parse-metadata";

/** One bug of a project by its external id, with its candidate patches. */
export async function getBug(options: { projectId: string; externalId: string }) {
  const bug = await prisma.bug.findUnique({
    where: {
      projectId_externalId: { projectId: options.projectId, externalId: options.externalId },
    },
    select: {
      id: true,
      externalId: true,
      title: true,
      report: true,
      bugType: true,
      language: true,
      groundTruthPatch: true,
      metadata: true,
      createdAt: true,
      rubrics: { select: { format: true, status: true } },
      patches: {
        orderBy: [{ externalId: "asc" }],
        select: {
          id: true,
          externalId: true,
          tool: true,
          model: true,
          sample: true,
          passesTests: true,
          _count: { select: { sources: true } },
        },
      },
    },
  });
  if (!bug) throw notFound(`Bug ${options.externalId}`);
  const { patches, metadata, ...rest } = bug;
  return {
    ...rest,
    metadata: parseMetadata({ text: metadata, column: "Bug.metadata" }),
    patches: patches.map(({ _count, ...p }) => ({ ...p, sources: _count.sources })),
  };
}
export type TBugDetail = Awaited<ReturnType<typeof getBug>>;
