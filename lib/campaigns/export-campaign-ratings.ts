import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { parseDimensionGrades } from "@/lib/scales/parse-dimension-grades";
import { formatRatingsExport } from "./format-ratings-export";
import { listBlindedPatchIds } from "./list-blinded-patch-ids";
import { listConsensusChanges } from "./list-consensus-changes";
import { parseChecklist } from "./parse-checklist";
import { parseConsensusThemes } from "./parse-consensus-themes";
import { EXTERNAL_RATER_PREFIX } from "./plan-ratings-import";
import type { TRatingsExportChange, TRatingsExportRow } from "./schemas-ratings-export";

/**
 * A campaign's raw labels (rater, label, justification, ticked requirements, time on item,
 * submitted at), each with its patch's consensus (label, method, themes, change history), as a
 * CSV or JSONL file in bug, patch, rater order. Refused while the campaign is labelling: labels
 * are final and visible only after the reveal, to everyone (the CLI too). Patches the viewer is
 * still labelling in another campaign are left out (`viewerId` null: the CLI, none).
 */
export async function exportCampaignRatings(options: {
  projectId: string;
  campaignId: string;
  viewerId: string | null;
  format: "csv" | "jsonl";
}): Promise<{ text: string; fileName: string; rows: number }> {
  const { projectId, campaignId, viewerId, format } = options;
  const campaign = await prisma.campaign.findFirst({
    where: { id: campaignId, projectId },
    select: { phase: true, scale: true },
  });
  if (!campaign) throw new AppError("NOT_FOUND", `No campaign ${campaignId} in this project.`);
  if (campaign.phase === "labelling")
    throw new AppError(
      "CONFLICT",
      "The campaign is still labelling: its labels are exported after the reveal.",
    );
  const [blinded, ratings, consensus, changes] = await Promise.all([
    listBlindedPatchIds({ projectId, userId: viewerId }),
    prisma.rating.findMany({
      where: { campaignId },
      select: {
        patchId: true,
        raterKey: true,
        label: true,
        grade: true,
        dimensionGrades: true,
        justification: true,
        checklist: true,
        timeSpentMs: true,
        createdAt: true,
        rater: { select: { email: true } },
        patch: { select: { externalId: true, bug: { select: { externalId: true } } } },
      },
    }),
    prisma.consensus.findMany({
      where: { campaignId },
      select: { patchId: true, label: true, method: true, themes: true },
    }),
    listConsensusChanges({ campaignIds: [campaignId] }),
  ]);
  const graded = campaign.scale !== null;
  const consensusOf = new Map(consensus.map((c) => [c.patchId, c]));
  const changesOf = new Map<string, TRatingsExportChange[]>();
  for (const c of changes)
    changesOf.set(c.patchId, [
      ...(changesOf.get(c.patchId) ?? []),
      {
        from: c.fromLabel,
        to: c.toLabel,
        by: c.changedBy?.name ?? null,
        at: c.createdAt.toISOString(),
        themes: c.themes,
        reason: c.reason,
      },
    ]);
  const rows: TRatingsExportRow[] = ratings
    .filter((r) => !blinded.has(r.patchId))
    .map((r) => {
      const settled = consensusOf.get(r.patchId);
      return {
        item: r.patch.externalId,
        bug: r.patch.bug.externalId,
        rater: r.raterKey.startsWith(EXTERNAL_RATER_PREFIX)
          ? r.raterKey.slice(EXTERNAL_RATER_PREFIX.length)
          : (r.rater?.email ?? r.raterKey),
        label: r.label,
        ...(graded
          ? {
              grade: r.grade,
              dimensionGrades: parseDimensionGrades({ stored: r.dimensionGrades }),
            }
          : {}),
        justification: r.justification,
        requirements: parseChecklist({ text: r.checklist }),
        timeOnItemMs: r.timeSpentMs,
        submittedAt: r.createdAt.toISOString(),
        consensus: settled?.label ?? null,
        consensusMethod: settled?.method ?? null,
        consensusThemes: settled ? parseConsensusThemes({ text: settled.themes }) : [],
        consensusChanges: changesOf.get(r.patchId) ?? [],
      };
    })
    .sort((a, b) => compare(a.bug, b.bug) || compare(a.item, b.item) || compare(a.rater, b.rater));
  return {
    text: formatRatingsExport({ rows, format, graded }),
    fileName: `campaign-${campaignId}-labels.${format}`,
    rows: rows.length,
  };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
