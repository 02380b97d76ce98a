import { expect } from "@playwright/test";
import { prisma } from "@/lib/db/client";
import { requestDrafts } from "@/lib/rubrics/request-drafts";
import { reviewRubric } from "@/lib/rubrics/review-rubric";
import { saveRubricVersion } from "@/lib/rubrics/save-rubric-version";
import { segmentEdits } from "@/lib/rubrics/segment-edits";
import {
  editKey,
  ZRequestDrafts,
  ZReviewRubric,
  ZSaveRubric,
  ZSubmitRubric,
} from "@/lib/rubrics/schemas";
import { submitRubric } from "@/lib/rubrics/submit-rubric";
import type { TWorld } from "./fixtures";

const idOf = async (email: string) =>
  (await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;

/**
 * Submits a bug's rubric for confirmation through the domain layer: an offline draft (run by the
 * e2e server's worker), submitted unmodified by engineer A. With `edit`, engineer A first saves
 * `edit(draft)` as a new version and submits that one. Returns the submitted version's id.
 */
export async function makeSubmittedRubric(
  world: TWorld,
  bugId: string,
  edit?: (content: string) => string,
): Promise<string> {
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const a = await idOf(world.users.engineer.email);
  await requestDrafts({
    projectId: project.id,
    actorId: a,
    input: ZRequestDrafts.parse({ bugIds: [bugId], engine: "offline" }),
  });
  const where = {
    format: "templated" as const,
    bug: { projectId: project.id, externalId: bugId },
  };
  await expect
    .poll(
      async () => (await prisma.rubric.findFirst({ where, select: { status: true } }))?.status,
      { timeout: 20_000 },
    )
    .toBe("editing");
  const rubric = await prisma.rubric.findFirstOrThrow({
    where,
    select: { currentVersionId: true, currentVersion: { select: { content: true } } },
  });
  let versionId = rubric.currentVersionId!;
  if (edit) {
    const base = rubric.currentVersion!.content;
    const content = edit(base);
    // Every edit region needs its justification and a theme before the rubric can be submitted.
    const notes = segmentEdits({ base, next: content }).map((r) => ({
      key: editKey(r),
      justification: "A longer rubric for the layout tests.",
      themes: ["other" as const],
    }));
    const saved = await saveRubricVersion({
      projectId: project.id,
      bugExternalId: bugId,
      format: "templated",
      userId: a,
      // The fixture's engineers "took" 2 min to edit and 1 min to review (the effort report's times).
      input: ZSaveRubric.parse({ baseVersionId: versionId, content, notes, activeMs: 120_000 }),
    });
    versionId = saved.versionId;
  }
  await submitRubric({
    projectId: project.id,
    bugExternalId: bugId,
    format: "templated",
    userId: a,
    ...ZSubmitRubric.parse({ versionId }),
  });
  return versionId;
}

/**
 * Makes a bug's rubric golden through the domain layer: submitted as makeSubmittedRubric does,
 * then confirmed by engineer B.
 */
export async function makeGoldenRubric(
  world: TWorld,
  bugId: string,
  edit?: (content: string) => string,
): Promise<void> {
  const versionId = await makeSubmittedRubric(world, bugId, edit);
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  await reviewRubric({
    projectId: project.id,
    bugExternalId: bugId,
    format: "templated",
    userId: await idOf(world.users.engineer2.email),
    input: ZReviewRubric.parse({ versionId, decision: "confirmed", activeMs: 60_000 }),
  });
}
