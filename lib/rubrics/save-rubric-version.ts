import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError, forbidden } from "@/lib/errors/app-error";
import { computeEditDistance } from "./compute-edit-distance";
import { findRubricForWrite } from "./find-rubric-for-write";
import { editKey, type TRubricFormat, type TSaveRubric } from "./schemas";
import { segmentEdits } from "./segment-edits";

export type TSavedVersion = {
  versionId: string;
  number: number;
  distance: number;
  normalized: number;
  edits: number;
};

/**
 * Saves the editor's text as a new immutable version (autosave and explicit save).
 * The first engineer to save becomes the rubric's editor (engineer A). A save
 * based on a version that is no longer current is refused with 409 and the
 * current text, so the client can reload or merge: nothing is overwritten.
 */
export async function saveRubricVersion(options: {
  projectId: string;
  bugExternalId: string;
  format: TRubricFormat;
  userId: string;
  input: TSaveRubric;
}): Promise<TSavedVersion> {
  const { projectId, bugExternalId, format, userId, input } = options;
  return prisma.$transaction(async (tx) => {
    const rubric = await findRubricForWrite({ tx, projectId, bugExternalId, format });
    if (rubric.status === "golden")
      throw new AppError("CONFLICT", "This rubric is golden and can no longer change.");
    if (rubric.status === "in_review")
      throw new AppError(
        "CONFLICT",
        "This rubric is waiting for confirmation; it can change again if the reviewer returns it.",
      );
    if (rubric.editorId && rubric.editorId !== userId)
      throw forbidden("Another engineer is refining this rubric.");
    if (rubric.currentVersionId !== input.baseVersionId) {
      throw new AppError("CONFLICT", "The rubric changed since you loaded it.", {
        currentVersionId: rubric.currentVersion.id,
        currentNumber: rubric.currentVersion.number,
        currentContent: rubric.currentVersion.content,
      });
    }
    const { distance, normalized } = computeEditDistance({
      draft: rubric.draft.content,
      current: input.content,
    });
    const regions = segmentEdits({ base: rubric.draft.content, next: input.content });
    const notes = new Map(input.notes.map((n) => [n.key, n]));
    const version = await tx.rubricVersion.create({
      data: {
        rubricId: rubric.id,
        number: rubric.currentVersion.number + 1,
        kind: "edited",
        source: "human",
        content: input.content,
        parentVersionId: rubric.currentVersion.id,
        createdById: userId,
        editDistance: distance,
        editDistanceNorm: normalized,
        activeMs: input.activeMs,
        edits: {
          create: regions.map((r, position) => {
            const note = notes.get(editKey(r));
            return {
              position,
              ...r,
              justification: note?.justification ?? "",
              themes: JSON.stringify(note?.themes ?? []),
              createdById: userId,
            };
          }),
        },
      },
      select: { id: true, number: true },
    });
    await tx.rubric.update({
      where: { id: rubric.id },
      data: { currentVersionId: version.id, editorId: userId, status: "editing" },
    });
    await writeAudit({
      tx,
      actorId: userId,
      projectId,
      action: "rubric.save",
      entityType: "Rubric",
      entityId: rubric.id,
      before: { versionId: rubric.currentVersion.id },
      after: { versionId: version.id, number: version.number, distance, edits: regions.length },
    });
    return {
      versionId: version.id,
      number: version.number,
      distance,
      normalized,
      edits: regions.length,
    };
  });
}
