import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { lintRubric } from "./lint-rubric";
import type { TRubricFormat, TRubricLintWarning } from "./schemas";

export type TRubricLintReport = {
  bugId: string;
  format: TRubricFormat;
  status: string;
  version: { kind: "current" | "golden"; number: number };
  warnings: TRubricLintWarning[];
};

const VERSION = { select: { number: true, content: true } } as const;

/**
 * Rubric lint over a project's rubrics of one format (or one bug's): the current version of each,
 * or with `golden` the golden version (rubrics without one are left out), in bug id order.
 */
export async function lintProjectRubrics(options: {
  projectId: string;
  format: TRubricFormat;
  bugExternalId?: string;
  golden?: boolean;
}): Promise<TRubricLintReport[]> {
  const { projectId, format, bugExternalId } = options;
  if (bugExternalId) {
    const bug = await prisma.bug.findUnique({
      where: { projectId_externalId: { projectId, externalId: bugExternalId } },
      select: { id: true },
    });
    if (!bug) throw notFound(`Bug ${bugExternalId}`);
  }
  const rubrics = await prisma.rubric.findMany({
    where: { format, bug: { projectId, ...(bugExternalId ? { externalId: bugExternalId } : {}) } },
    orderBy: { bug: { externalId: "asc" } },
    select: {
      status: true,
      bug: { select: { externalId: true, report: true, groundTruthPatch: true } },
      currentVersion: VERSION,
      goldenVersion: VERSION,
    },
  });
  const kind = options.golden ? "golden" : "current";
  return rubrics.flatMap((r) => {
    const version = options.golden ? r.goldenVersion : r.currentVersion;
    if (!version) return [];
    return [
      {
        bugId: r.bug.externalId,
        format,
        status: r.status,
        version: { kind, number: version.number },
        warnings: lintRubric({
          markdown: version.content,
          report: r.bug.report,
          groundTruthPatch: r.bug.groundTruthPatch,
          format,
        }),
      },
    ];
  });
}
