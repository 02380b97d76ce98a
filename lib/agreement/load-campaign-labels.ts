import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { EXTERNAL_RATER_PREFIX } from "@/lib/campaigns/plan-ratings-import";
import { parseDimensionGrades } from "@/lib/scales/parse-dimension-grades";
import { parseRatingScale } from "@/lib/scales/parse-rating-scale";
import type { TRatingScale } from "@/lib/scales/schemas";
import type { TGradeRating } from "./compute-graded-agreement";

export type TCampaignLabels = {
  campaign: { id: string; name: string; phase: string };
  /** Every rating of the campaign: item = internal patch id, rater = rating key. */
  ratings: { item: string; rater: string; label: string }[];
  /**
   * Consensus labels adjudicated for the campaign. (The unanimous ones recorded at the reveal are
   * left out: the statistics derive the same labels from the ratings, and count them as unanimous.)
   */
  adjudicated: Map<string, string>;
  /** Display names of the rating keys (users by name, external raters by their imported name). */
  raterNames: Map<string, string>;
  /** Per patch: external ids, bug and bug type, for tables and for resampling by bug. */
  patches: Map<
    string,
    { patchId: string; bugId: string; bugType: string | null; passesTests: boolean | null }
  >;
  /** Patches of the campaign left out because the viewer is still labelling them elsewhere. */
  hidden: number;
  /** Graded campaigns: the scale and every (visible) rating's grades; null for binary ones. */
  graded: { scale: TRatingScale; ratings: TGradeRating[] } | null;
};

/**
 * Everything the agreement statistics need from one campaign, read once: its ratings, its
 * recorded consensus, who the raters are, and which bug each patch belongs to. Refuses a
 * campaign still in labelling: its statistics would show raters each other's labels. Patches in
 * `hidden` (those the viewer is still labelling in another campaign) are left out altogether,
 * so nothing computed from the result reflects their labels.
 */
export async function loadCampaignLabels(options: {
  projectId: string;
  campaignId: string;
  hidden: ReadonlySet<string>;
}): Promise<TCampaignLabels> {
  const { projectId, campaignId, hidden } = options;
  const campaign = await prisma.campaign.findFirst({
    where: { id: campaignId, projectId },
    select: { id: true, name: true, phase: true, scale: true },
  });
  if (!campaign) throw new AppError("NOT_FOUND", "Campaign not found.");
  if (campaign.phase === "labelling")
    throw new AppError(
      "CONFLICT",
      "Agreement is shown once the campaign's reveal is open: before that, labels stay blind.",
    );
  const [allRatings, consensus, allPatches] = await Promise.all([
    prisma.rating.findMany({
      where: { campaignId },
      select: {
        patchId: true,
        raterKey: true,
        label: true,
        grade: true,
        dimensionGrades: true,
        rater: { select: { name: true, email: true } },
      },
    }),
    prisma.consensus.findMany({
      where: { campaignId, method: "adjudicated" },
      select: { patchId: true, label: true },
    }),
    prisma.patch.findMany({
      where: {
        OR: [{ campaignPatches: { some: { campaignId } } }, { ratings: { some: { campaignId } } }],
      },
      select: {
        id: true,
        externalId: true,
        passesTests: true,
        bug: { select: { externalId: true, bugType: true } },
      },
    }),
  ]);
  const ratings = allRatings.filter((r) => !hidden.has(r.patchId));
  const patches = allPatches.filter((p) => !hidden.has(p.id));
  const raterNames = new Map<string, string>();
  for (const r of ratings) {
    if (raterNames.has(r.raterKey)) continue;
    raterNames.set(
      r.raterKey,
      r.rater?.name || r.rater?.email || r.raterKey.replace(EXTERNAL_RATER_PREFIX, ""),
    );
  }
  const scale = parseRatingScale({ stored: campaign.scale });
  return {
    campaign: { id: campaign.id, name: campaign.name, phase: campaign.phase },
    graded: scale && {
      scale,
      ratings: ratings.map((r) => ({
        item: r.patchId,
        rater: r.raterKey,
        grade: r.grade,
        dimensionGrades: parseDimensionGrades({ stored: r.dimensionGrades }),
      })),
    },
    ratings: ratings.map((r) => ({ item: r.patchId, rater: r.raterKey, label: r.label })),
    adjudicated: new Map(
      consensus.filter((c) => !hidden.has(c.patchId)).map((c) => [c.patchId, c.label]),
    ),
    raterNames,
    patches: new Map(
      patches.map((p) => [
        p.id,
        {
          patchId: p.externalId,
          bugId: p.bug.externalId,
          bugType: p.bug.bugType,
          passesTests: p.passesTests,
        },
      ]),
    ),
    hidden: allPatches.length - patches.length,
  };
}
