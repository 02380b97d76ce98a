import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError, forbidden } from "@/lib/errors/app-error";
import { findRubricForWrite } from "./find-rubric-for-write";
import type { TRubricFormat } from "./schemas";
import { parseEditThemes } from "./parse-edit-themes";

/**
 * Sends the current version for confirmation. Every edit must carry a
 * justification and at least one theme; an unmodified draft may be submitted as is.
 */
export async function submitRubric(options: {
  projectId: string;
  bugExternalId: string;
  format: TRubricFormat;
  userId: string;
  versionId: string;
}) {
  const { projectId, bugExternalId, format, userId, versionId } = options;
  return prisma.$transaction(async (tx) => {
    const rubric = await findRubricForWrite({ tx, projectId, bugExternalId, format });
    if (rubric.status !== "editing" && rubric.status !== "returned")
      throw new AppError(
        "CONFLICT",
        `A rubric that is ${rubric.status.replace("_", " ")} cannot be submitted.`,
      );
    if (rubric.editorId && rubric.editorId !== userId)
      throw forbidden("Only the engineer refining this rubric can submit it.");
    if (rubric.currentVersionId !== versionId)
      throw new AppError(
        "CONFLICT",
        "The rubric changed since you loaded it; reload before submitting.",
      );
    const edits = await tx.rubricEdit.findMany({
      where: { versionId },
      orderBy: { position: "asc" },
      select: { position: true, justification: true, themes: true },
    });
    const missing = edits.filter(
      (e) => e.justification.trim() === "" || parseEditThemes({ text: e.themes }).length === 0,
    );
    if (missing.length > 0) {
      throw new AppError(
        "INVALID_INPUT",
        `Edits ${missing.map((e) => `#${e.position + 1}`).join(", ")} need a justification and at least one theme.`,
        { edits: missing.map((e) => e.position) },
      );
    }
    await tx.rubric.update({
      where: { id: rubric.id },
      data: { status: "in_review", editorId: userId },
    });
    await writeAudit({
      tx,
      actorId: userId,
      projectId,
      action: "rubric.submit",
      entityType: "Rubric",
      entityId: rubric.id,
      before: { status: rubric.status },
      after: { status: "in_review", versionId, edits: edits.length },
    });
    return { status: "in_review" as const, edits: edits.length };
  });
}
