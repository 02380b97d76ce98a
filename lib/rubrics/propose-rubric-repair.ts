import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError, forbidden, notFound } from "@/lib/errors/app-error";
import { getLlmSettings } from "@/lib/llm/get-llm-settings";
import { attachRepairNotes } from "./attach-repair-notes";
import { composeRepair } from "./compose-repair";
import { computeEditDistance } from "./compute-edit-distance";
import { findRepairDisagreements } from "./find-repair-disagreements";
import { findRubricForWrite } from "./find-rubric-for-write";
import { parseEditThemes } from "./parse-edit-themes";
import type { TRubricFormat } from "./schemas";
import type { TProposeRubricRepair } from "./schemas-repair";

export type TRepairProposal = {
  versionId: string;
  number: number;
  source: "llm" | "offline";
  disagreements: number;
  edits: number;
  runId: string;
  campaignId: string;
  goldenVersionId: string | null;
};

/** Why the rubric cannot take a new version now, or null. */
function refusal(status: string): string | null {
  if (status === "drafting") return "This rubric is still being drafted.";
  if (status === "in_review")
    return "This rubric is waiting for confirmation; propose a repair after it is confirmed or returned.";
  return null;
}

/**
 * Proposes a repair of a bug's rubric from the patches where a judge run disagrees with a
 * revealed campaign's consensus (find-repair-disagreements): the LLM (or the offline drafter)
 * writes a revised text with justified, themed edits, outside any transaction; the result is
 * saved as a new draft version (kind "edited", source llm/offline, prompt rubric-repair) that
 * goes through the usual flow: the rubric becomes "editing" with the requester as its editor,
 * who can refine and submit it, and a second engineer confirms it. A golden rubric keeps its
 * golden version (campaigns and judges still use it) until that confirmation.
 * Refused: no disagreements or no revealed campaign (422), rubric drafting or in review (409).
 */
export async function proposeRubricRepair(options: {
  projectId: string;
  bugExternalId: string;
  format: TRubricFormat;
  userId: string | null;
  input: TProposeRubricRepair;
}): Promise<TRepairProposal> {
  const { projectId, bugExternalId, format, userId, input } = options;
  const read = await prisma.rubric.findFirst({
    where: { format, bug: { projectId, externalId: bugExternalId } },
    select: {
      status: true,
      editorId: true,
      currentVersion: { select: { id: true, content: true } },
      bug: { select: { externalId: true, title: true, report: true } },
    },
  });
  if (!read?.currentVersion) throw notFound(`Rubric of ${bugExternalId} (draft it first)`);
  const why = refusal(read.status);
  if (why) throw new AppError("CONFLICT", why);
  const evidence = await findRepairDisagreements({
    projectId,
    bugExternalId,
    runId: input.runId,
    campaignId: input.campaignId,
    userId,
  });
  if (evidence.disagreements.length === 0)
    throw new AppError(
      "INVALID_INPUT",
      `The judge run agrees with the consensus of "${evidence.campaign.name}" on all ${evidence.compared} compared patches of ${bugExternalId}: there is nothing to repair.`,
    );
  const engine = input.engine ?? (getLlmSettings().configured ? "llm" : "offline");
  if (engine === "llm" && !getLlmSettings().configured)
    throw new AppError(
      "INVALID_INPUT",
      "engine: no LLM provider is configured; ask for the offline proposal (no LLM) or set LLM_PROVIDER.",
    );
  const proposal = await composeRepair({
    bug: read.bug,
    rubric: read.currentVersion.content,
    disagreements: evidence.disagreements,
    engine,
  });
  return prisma.$transaction(async (tx) => {
    const rubric = await findRubricForWrite({ tx, projectId, bugExternalId, format });
    const again = refusal(rubric.status);
    if (again) throw new AppError("CONFLICT", again);
    if (rubric.currentVersionId !== read.currentVersion!.id)
      throw new AppError(
        "CONFLICT",
        "The rubric changed while the repair was being proposed; propose it again.",
      );
    if (rubric.status !== "golden" && rubric.editorId && rubric.editorId !== userId)
      throw forbidden("Another engineer is refining this rubric.");
    const parentEdits = await tx.rubricEdit.findMany({
      where: { versionId: rubric.currentVersion.id },
      select: { baseStart: true, baseEnd: true, justification: true, themes: true },
    });
    const regions = attachRepairNotes({
      draft: rubric.draft.content,
      parent: rubric.currentVersion.content,
      proposed: proposal.rubric,
      parentEdits: parentEdits.map((e) => ({ ...e, themes: parseEditThemes({ text: e.themes }) })),
      edits: proposal.edits,
      label: proposal.source === "llm" ? "LLM repair proposal: " : "",
    });
    const { distance, normalized } = computeEditDistance({
      draft: rubric.draft.content,
      current: proposal.rubric,
    });
    const version = await tx.rubricVersion.create({
      data: {
        rubricId: rubric.id,
        number: rubric.currentVersion.number + 1,
        kind: "edited",
        source: proposal.source,
        content: proposal.rubric,
        parentVersionId: rubric.currentVersion.id,
        createdById: userId,
        llmCallId: proposal.llmCallId,
        promptTemplate: proposal.promptTemplate,
        promptVersion: proposal.promptVersion,
        editDistance: distance,
        editDistanceNorm: normalized,
      },
      select: { id: true, number: true },
    });
    // One statement for the edits (a nested create runs its inserts side by side on the
    // transaction's connection, which pg warns about on stderr).
    await tx.rubricEdit.createMany({
      data: regions.map((r, position) => ({
        versionId: version.id,
        position,
        ...r,
        themes: JSON.stringify(r.themes),
        createdById: userId,
      })),
    });
    const goldenVersion = await tx.rubric.update({
      where: { id: rubric.id },
      data: { currentVersionId: version.id, editorId: userId, status: "editing" },
      select: { goldenVersionId: true },
    });
    await writeAudit({
      tx,
      actorId: userId,
      projectId,
      action: "rubric.repair_proposal",
      entityType: "Rubric",
      entityId: rubric.id,
      before: { versionId: rubric.currentVersion.id, status: rubric.status },
      after: {
        versionId: version.id,
        number: version.number,
        source: proposal.source,
        runId: evidence.run.id,
        campaignId: evidence.campaign.id,
        disagreements: evidence.disagreements.map((d) => d.patchId),
        edits: regions.length,
      },
    });
    return {
      versionId: version.id,
      number: version.number,
      source: proposal.source,
      disagreements: evidence.disagreements.length,
      edits: regions.length,
      runId: evidence.run.id,
      campaignId: evidence.campaign.id,
      goldenVersionId: goldenVersion.goldenVersionId,
    };
  });
}
