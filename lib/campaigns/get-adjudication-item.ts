import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import { findDisplayedRubric } from "./find-displayed-rubric";
import { listBlindedPatchIds } from "./list-blinded-patch-ids";
import { listConsensusChanges } from "./list-consensus-changes";
import { parseDimensionGrades } from "@/lib/scales/parse-dimension-grades";
import { parseRatingScale } from "@/lib/scales/parse-rating-scale";
import { EXTERNAL_RATER_PREFIX } from "./plan-ratings-import";
import type { TCampaignPhase } from "./schemas";
import { parseChecklist } from "./parse-checklist";
import { parseConsensusThemes } from "./parse-consensus-themes";

/** The refusal for a patch the viewer is still labelling in another campaign. */
export const LABELLING_ELSEWHERE =
  "You are still labelling this patch in another campaign: its labels stay hidden from you until that campaign's reveal.";

/**
 * Everything an adjudicator weighs for one patch: the diff, rubric, fix, and every label and
 * justification side by side, and its consensus with the history of its changes. Refused (403)
 * while the viewer is labelling the patch elsewhere.
 */
export async function getAdjudicationItem(options: {
  campaign: { id: string; projectId: string; phase: TCampaignPhase; scale?: string | null };
  patchId: string;
  viewerId: string;
}) {
  const { campaign, patchId, viewerId } = options;
  if (campaign.phase === "labelling")
    throw new AppError(
      "CONFLICT",
      "Adjudication opens with the reveal phase; labels stay hidden until then.",
    );
  const member = await prisma.campaignPatch.findUnique({
    where: { campaignId_patchId: { campaignId: campaign.id, patchId } },
    select: { id: true },
  });
  if (!member) throw notFound("Patch in this campaign");
  if (
    (
      await listBlindedPatchIds({
        projectId: campaign.projectId,
        userId: viewerId,
        among: [patchId],
      })
    ).size > 0
  )
    throw new AppError("FORBIDDEN", LABELLING_ELSEWHERE);
  const [patch, ratings, consensus, changes] = await Promise.all([
    prisma.patch.findUniqueOrThrow({
      where: { id: patchId },
      select: {
        id: true,
        diff: true,
        bug: {
          select: {
            id: true,
            externalId: true,
            title: true,
            report: true,
            language: true,
            bugType: true,
            groundTruthPatch: true,
          },
        },
      },
    }),
    prisma.rating.findMany({
      where: { campaignId: campaign.id, patchId },
      orderBy: { createdAt: "asc" },
      select: {
        id: true,
        raterKey: true,
        label: true,
        grade: true,
        dimensionGrades: true,
        justification: true,
        checklist: true,
        timeSpentMs: true,
        rater: { select: { name: true } },
      },
    }),
    prisma.consensus.findUnique({
      where: { campaignId_patchId: { campaignId: campaign.id, patchId } },
      select: {
        label: true,
        method: true,
        themes: true,
        notes: true,
        createdAt: true,
        adjudicator: { select: { name: true } },
      },
    }),
    listConsensusChanges({ campaignIds: [campaign.id], patchIds: [patchId] }),
  ]);
  const { id: bugId, ...bug } = patch.bug;
  return {
    patchId,
    bug,
    diff: patch.diff,
    rubric: await findDisplayedRubric({ bugId }),
    scale: parseRatingScale({ stored: campaign.scale ?? null }),
    ratings: ratings.map(({ rater, raterKey, checklist, dimensionGrades, ...r }) => {
      const external = raterKey.startsWith(EXTERNAL_RATER_PREFIX);
      return {
        ...r,
        rater: rater?.name ?? (external ? raterKey.slice(EXTERNAL_RATER_PREFIX.length) : raterKey),
        external,
        checklist: parseChecklist({ text: checklist }),
        dimensionGrades: parseDimensionGrades({ stored: dimensionGrades }),
      };
    }),
    consensus: consensus && {
      ...consensus,
      themes: parseConsensusThemes({ text: consensus.themes }),
      changes: changes.map(({ changedBy, createdAt, fromLabel, toLabel, themes, reason }) => ({
        changedBy: changedBy?.name ?? null,
        createdAt,
        fromLabel,
        toLabel,
        themes,
        reason,
      })),
    },
  };
}
export type TAdjudicationItem = Awaited<ReturnType<typeof getAdjudicationItem>>;
