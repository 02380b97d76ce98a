import { prisma } from "@/lib/db/client";
import { extractChecklist } from "./extract-checklist";

/** The golden rubric raters judge a bug by (templated first, else free-form), with its requirements as a checklist. */
export async function findGoldenRubric(options: { bugId: string }) {
  const rubrics = await prisma.rubric.findMany({
    where: { bugId: options.bugId, goldenVersionId: { not: null } },
    select: { format: true, goldenVersion: { select: { id: true, number: true, content: true } } },
  });
  const rubric = rubrics.find((r) => r.format === "templated") ?? rubrics[0];
  if (!rubric?.goldenVersion) return null;
  const { content, id, number } = rubric.goldenVersion;
  return {
    format: rubric.format,
    versionId: id,
    versionNumber: number,
    content,
    checklist: extractChecklist({ markdown: content }),
  };
}
