import { prisma } from "@/lib/db/client";
import { buildStudyReport } from "./build-study-report";

/**
 * The study's Tables 1-3 (build-study-report) from its labels; with `names` (leads) each
 * position's rater name, otherwise positions only.
 */
export async function loadStudyReport(options: { studyId: string; names: boolean }) {
  const { studyId, names } = options;
  const [raters, labels] = await Promise.all([
    prisma.studyRater.findMany({
      where: { studyId },
      orderBy: { position: "asc" },
      select: { position: true, userId: true, user: { select: { name: true } } },
    }),
    prisma.studyLabel.findMany({
      where: { studyId },
      select: { patchId: true, raterId: true, setting: true, label: true },
    }),
  ]);
  const positionOf = new Map(raters.map((r) => [r.userId, r.position]));
  const report = buildStudyReport({
    raters: raters.length,
    labels: labels.flatMap((l) => {
      const position = positionOf.get(l.raterId);
      return position ? [{ ...l, position }] : [];
    }),
  });
  return {
    ...report,
    raterNames: names ? raters.map((r) => ({ position: r.position, name: r.user.name })) : null,
  };
}
