import { prisma } from "@/lib/db/client";
import { summarizeRubricAnalytics, type TRubricAnalyticsRow } from "./summarize-rubric-analytics";

const parseThemes = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
};

/** A project's templated rubrics with a current version: per-rubric rows and their summary (paper §5.1). */
export async function getRubricAnalytics(options: { projectId: string }) {
  const rubrics = await prisma.rubric.findMany({
    where: {
      format: "templated",
      bug: { projectId: options.projectId },
      currentVersionId: { not: null },
    },
    orderBy: { bug: { externalId: "asc" } },
    select: {
      status: true,
      bug: { select: { externalId: true } },
      currentVersion: {
        select: {
          number: true,
          editDistance: true,
          editDistanceNorm: true,
          edits: { select: { type: true, themes: true } },
        },
      },
    },
  });
  const rows: TRubricAnalyticsRow[] = rubrics.flatMap(({ status, bug, currentVersion: v }) => {
    if (!v) return [];
    const ofType = (type: string) => v.edits.filter((e) => e.type === type).length;
    return [
      {
        bugId: bug.externalId,
        status,
        versions: v.number,
        distance: v.editDistance ?? 0,
        normalized: v.editDistanceNorm ?? 0,
        added: ofType("addition"),
        deleted: ofType("deletion"),
        modified: ofType("modification"),
        themes: v.edits.flatMap((e) => parseThemes(e.themes)),
      },
    ];
  });
  return { summary: summarizeRubricAnalytics({ rubrics: rows }), rows };
}
export type TRubricAnalyticsReport = Awaited<ReturnType<typeof getRubricAnalytics>>;
