import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError, forbidden } from "@/lib/errors/app-error";
import { findRubricForWrite } from "./find-rubric-for-write";
import type { TReviewRubric, TRubricFormat } from "./schemas";

/**
 * Engineer B's decision on a submitted rubric: confirm (its current version becomes
 * the golden rubric, immutable) or return it to the editor with comments.
 * B must be someone who wrote none of its versions.
 */
export async function reviewRubric(options: {
  projectId: string;
  bugExternalId: string;
  format: TRubricFormat;
  userId: string;
  input: TReviewRubric;
}) {
  const { projectId, bugExternalId, format, userId, input } = options;
  return prisma.$transaction(async (tx) => {
    const rubric = await findRubricForWrite({ tx, projectId, bugExternalId, format });
    if (rubric.status !== "in_review")
      throw new AppError("CONFLICT", "Only a submitted rubric can be confirmed or returned.");
    const authored = await tx.rubricVersion.count({
      where: { rubricId: rubric.id, kind: "edited", createdById: userId },
    });
    if (rubric.editorId === userId || authored > 0)
      throw forbidden("You edited this rubric: a second engineer must confirm it.");
    if (rubric.currentVersionId !== input.versionId)
      throw new AppError("CONFLICT", "The rubric changed since you loaded it; reload it.");
    if (
      input.decision === "returned" &&
      input.comment.trim() === "" &&
      input.editComments.length === 0
    ) {
      throw new AppError(
        "INVALID_INPUT",
        "comment: say what should change when returning a rubric.",
      );
    }
    const editIds = new Set(
      (
        await tx.rubricEdit.findMany({
          where: { versionId: input.versionId },
          select: { id: true },
        })
      ).map((e) => e.id),
    );
    const stray = input.editComments.find((c) => !editIds.has(c.editId));
    if (stray)
      throw new AppError(
        "INVALID_INPUT",
        `editComments: edit ${stray.editId} is not part of this version.`,
      );
    // The decision itself is the conditional write: of concurrent confirms and returns, only the
    // first to write still finds the submitted version in review (PostgreSQL re-checks the row
    // after the winner commits; SQLite's write transactions run one at a time).
    const confirmed = input.decision === "confirmed";
    const decided = await tx.rubric.updateMany({
      where: { id: rubric.id, status: "in_review", currentVersionId: input.versionId },
      data: confirmed
        ? { status: "golden", goldenVersionId: input.versionId }
        : { status: "returned" },
    });
    if (decided.count === 0) {
      const now = await tx.rubric.findUnique({
        where: { id: rubric.id },
        select: { status: true },
      });
      throw new AppError(
        "CONFLICT",
        `This rubric was already ${now?.status === "golden" ? "confirmed" : "decided"} by another review (it is ${now?.status.replace("_", " ") ?? "gone"} now); reload it.`,
      );
    }
    const round = (await tx.rubricReview.count({ where: { rubricId: rubric.id } })) + 1;
    const review = await tx.rubricReview.create({
      data: {
        rubricId: rubric.id,
        versionId: input.versionId,
        round,
        reviewerId: userId,
        decision: input.decision,
        comment: input.comment,
        activeMs: input.activeMs,
        comments: {
          create: input.editComments.map((c) => ({ editId: c.editId, comment: c.comment })),
        },
      },
      select: { id: true, round: true },
    });
    await writeAudit({
      tx,
      actorId: userId,
      projectId,
      action: confirmed ? "rubric.confirm" : "rubric.return",
      entityType: "Rubric",
      entityId: rubric.id,
      before: { status: "in_review" },
      after: {
        status: confirmed ? "golden" : "returned",
        round,
        versionId: input.versionId,
        reviewId: review.id,
      },
    });
    return { status: confirmed ? ("golden" as const) : ("returned" as const), round };
  });
}
